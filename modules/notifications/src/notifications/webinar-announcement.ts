import { NOTIFICATION_TOPIC_MAX } from '@notebook/contracts';
import { escapeHtml, sydneyDisplayMinute } from '@notebook/kernel';
import type { NotificationDetails } from './notification.events';

/** What the automatic notification of a webinar says, from the webinar's event. */
export type AnnouncedWebinar = {
  /** `added` when the webinar is created, `rescheduled` when its start moved. */
  kind: 'added' | 'rescheduled';
  webinarID: string;
  webinarName: string;
  /** An instant (ISO 8601). */
  startsAt: string;
  durationMinutes: number;
  /** The reader groups it is for; none: every reader. */
  audienceReaderGroupIDs: string[];
};

/**
 * The WEBINAR notification readers get when a webinar is created or rescheduled (with "Notify
 * readers" ticked): "New webinar: <name>" or "Webinar rescheduled: <name>", the start on Sydney's
 * clock (DD/MM/YYYY HH:mm, "Sydney time") and the length; for every reader, or for the webinar's groups.
 */
export function webinarAnnouncement(webinar: AnnouncedWebinar): NotificationDetails {
  const name = webinar.webinarName.trim();
  const lead = webinar.kind === 'added' ? 'New webinar: ' : 'Webinar rescheduled: ';
  const when = `${sydneyDisplayMinute(new Date(webinar.startsAt))} Sydney time`;
  const starts = webinar.kind === 'added' ? 'starts on' : 'now starts on';
  const selected = webinar.audienceReaderGroupIDs.length > 0;
  return {
    notificationTopic: shortened(`${lead}${name}`, NOTIFICATION_TOPIC_MAX),
    content:
      `<p><strong>${escapeHtml(name)}</strong> ${starts} ${when} and runs for ` +
      `${webinar.durationMinutes} minutes.</p>`,
    notificationType: 'WEBINAR',
    webinarID: webinar.webinarID,
    topicID: null,
    publishingType: selected ? 'SELECTED' : 'ALL',
    readerGroupIDs: selected ? webinar.audienceReaderGroupIDs : [],
    readerIDs: [],
  };
}

const shortened = (text: string, max: number) => (text.length <= max ? text : `${text.slice(0, max - 1)}…`);
