import type { NotificationSave } from './notifications/notification.decider';
import type {
  NotificationComposed,
  NotificationDetails,
  NotificationEvent,
  NotificationRevised,
  NotificationSent,
} from './notifications/notification.events';

/** Shared set-up of the module's specs: a notification about a webinar for everyone, and its events. */
export const webinarID = '0190a0b0-0000-7000-8000-0000000000a1';
export const topicID = '0190a0b0-0000-7000-8000-0000000000b1';
export const details: NotificationDetails = {
  notificationTopic: 'Next webinar: chest pain',
  content: '<p>Join us on Thursday.</p>',
  notificationType: 'WEBINAR',
  webinarID,
  topicID: null,
  publishingType: 'ALL',
  readerGroupIDs: [],
  readerIDs: [],
};

export const now = new Date('2026-03-10T08:00:00.000Z');
export const later = '2026-03-11T08:00:00.000Z';

export const save = (changes: Partial<NotificationSave> = {}): NotificationSave => ({
  details,
  sendAt: null,
  targetFound: true,
  unknownGroupIDs: [],
  unknownReaderIDs: [],
  now,
  ...changes,
});

export const composed = (
  notificationID: string,
  changes: Partial<NotificationDetails> = {},
  sendAt: string | null = null,
  type: 'NotificationComposed' | 'NotificationRevised' = 'NotificationComposed',
): NotificationComposed | NotificationRevised =>
  ({ type, data: { notificationID, ...details, ...changes, sendAt } }) as NotificationComposed | NotificationRevised;
export const sent = (notificationID: string): NotificationSent => ({
  type: 'NotificationSent',
  data: { notificationID },
});
export const withdrawn = (notificationID: string): NotificationEvent => ({
  type: 'NotificationWithdrawn',
  data: { notificationID },
});
