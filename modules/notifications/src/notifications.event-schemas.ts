import { notificationEventSchemas } from './notifications/notification.events';
import { readerNotificationEventSchemas } from './reader-notifications/reader-notification.events';

/** Every event the notifications module records, with its schema; the composition roots register this list. */
export const notificationsEventSchemas = [...notificationEventSchemas, ...readerNotificationEventSchemas] as const;
