import { z } from 'zod';
import { type EventOf, defineEvent } from '@notebook/kernel';

/** A reader opened one of their notifications. */
export const NotificationRead = defineEvent(
  'NotificationRead',
  z.strictObject({ readerID: z.uuid(), notificationID: z.uuid() }),
);
export type NotificationRead = EventOf<typeof NotificationRead>;

export const readerNotificationEventSchemas = [NotificationRead] as const;

/** One stream per reader: the notifications they have read. */
export const readerNotificationsStream = (readerID: string) => `readerNotifications-${readerID}`;
