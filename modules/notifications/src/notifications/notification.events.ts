import { z } from 'zod';
import { NotificationType, PublishingType } from '@notebook/contracts';
import { type EventOf, type EventTypeOf, type SameTypes, defineEvent } from '@notebook/kernel';

const ofNotification = { notificationID: z.uuid() };
/** What an admin composes: the texts (`content` sanitised rich text), the target and who it is for. */
export const notificationDetails = z.strictObject({
  notificationTopic: z.string(),
  content: z.string(),
  notificationType: z.enum(NotificationType),
  webinarID: z.uuid().nullable(),
  topicID: z.uuid().nullable(),
  publishingType: z.enum(PublishingType),
  readerGroupIDs: z.array(z.uuid()),
  readerIDs: z.array(z.uuid()),
});
export type NotificationDetails = z.infer<typeof notificationDetails>;
/** When it is to be sent; null: at once. */
const sendAt = z.iso.datetime({ offset: true }).nullable();

const composition = z.strictObject({ ...ofNotification, ...notificationDetails.shape, sendAt });

export const NotificationComposed = defineEvent('NotificationComposed', composition);
/** A revision replaces everything composed; only a notification not sent yet is revised. */
export const NotificationRevised = defineEvent('NotificationRevised', composition);
export const NotificationSent = defineEvent('NotificationSent', z.strictObject(ofNotification));
export const NotificationWithdrawn = defineEvent('NotificationWithdrawn', z.strictObject(ofNotification));

export type NotificationComposed = EventOf<typeof NotificationComposed>;
export type NotificationRevised = EventOf<typeof NotificationRevised>;
export type NotificationSent = EventOf<typeof NotificationSent>;
export type NotificationEvent =
  NotificationComposed | NotificationRevised | NotificationSent | EventOf<typeof NotificationWithdrawn>;

export const notificationEventSchemas = [
  NotificationComposed,
  NotificationRevised,
  NotificationSent,
  NotificationWithdrawn,
] as const;
const _everyNotificationEventListed: SameTypes<
  EventTypeOf<typeof notificationEventSchemas>,
  NotificationEvent['type']
> = true;
export const NotificationEventTypes = notificationEventSchemas.map((schema) => schema.type);

export const notificationStream = (notificationID: string) => `notification-${notificationID}`;
