import type { PublicWebinar, ReaderWebinar, Webinar, WebinarAudience } from '@notebook/contracts';

/** What anyone may see: the webinar without its links, status, audience or PDFs (only how many). */
export function publicWebinar({
  joinLink: _join,
  recordingLink: _recording,
  status: _status,
  audience: _audience,
  resources: _resources,
  ...details
}: Webinar): PublicWebinar {
  return details;
}

/**
 * Who is asking, as a webinar's audience needs it: on a plan or not (the reading-access policy's
 * `onAPlan`), the plan they are on (while on one) and their reader groups.
 */
export type AudienceMember = { onAPlan: boolean; pricingPlanID: string | null; readerGroupIDs: readonly string[] };

/** Why a reader may not join (nor download its PDFs), or null when they may. */
export type JoinRefusal = 'PLAN_REQUIRED' | 'NOT_IN_AUDIENCE' | null;

/**
 * May the reader join: only on a plan; and when the audience names plans or groups, only on one of
 * those plans or in one of those groups.
 */
export function joinRefusal(audience: WebinarAudience, member: AudienceMember): JoinRefusal {
  if (!member.onAPlan) return 'PLAN_REQUIRED';
  const { pricingPlanIDs, readerGroupIDs } = audience;
  if (!pricingPlanIDs.length && !readerGroupIDs.length) return null;
  const onNamedPlan = member.pricingPlanID !== null && pricingPlanIDs.includes(member.pricingPlanID);
  const inNamedGroup = member.readerGroupIDs.some((group) => readerGroupIDs.includes(group));
  return onNamedPlan || inNamedGroup ? null : 'NOT_IN_AUDIENCE';
}

/**
 * What a signed-in reader sees: one who may join gets the join link until the webinar ends, the
 * recording after it (NOT_RECORDED while there is none), and the PDFs; any other reader none of
 * them, and why (PLAN_REQUIRED, NOT_IN_AUDIENCE).
 */
export function readerWebinar(webinar: Webinar, refusal: JoinRefusal, now: Date): ReaderWebinar {
  const hidden = { ...publicWebinar(webinar), joinLink: null, recordingLink: null, resources: [] };
  if (refusal) return { ...hidden, linkHidden: refusal };
  const shown = { ...hidden, resources: webinar.resources };
  if (new Date(webinar.endsAt) > now) return { ...shown, joinLink: webinar.joinLink, linkHidden: null };
  const { recordingLink } = webinar;
  return { ...shown, recordingLink, linkHidden: recordingLink === null ? 'NOT_RECORDED' : null };
}
