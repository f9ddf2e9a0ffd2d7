import type { PublicWebinar, ReaderWebinar, Webinar } from '@notebook/contracts';

/** What anyone may see: the webinar without its links or status. */
export function publicWebinar({
  joinLink: _join,
  recordingLink: _recording,
  status: _status,
  ...details
}: Webinar): PublicWebinar {
  return details;
}

/**
 * What a signed-in reader sees: on a plan, the join link until the webinar ends and the recording
 * after it (NOT_RECORDED while there is none); without a plan, neither (PLAN_REQUIRED).
 */
export function readerWebinar(webinar: Webinar, onAPlan: boolean, now: Date): ReaderWebinar {
  const hidden = { ...publicWebinar(webinar), joinLink: null, recordingLink: null };
  if (!onAPlan) return { ...hidden, linkHidden: 'PLAN_REQUIRED' };
  if (new Date(webinar.endsAt) > now) return { ...hidden, joinLink: webinar.joinLink, linkHidden: null };
  const { recordingLink } = webinar;
  return { ...hidden, recordingLink, linkHidden: recordingLink === null ? 'NOT_RECORDED' : null };
}
