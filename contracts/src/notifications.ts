import { z } from 'zod';
import { NotificationType, PublishingType } from './enums';
import { entityId, numberFromText, pageRequest, requiredText } from './fields';
import { Messages } from './messages';

/**
 * Notifications (issue 26, spec sections 1, 3 and 7): admins compose one about a webinar or a topic
 * for all readers or selected groups and readers, sent now or at a time; each reader it reaches has
 * it in their bell (NEW, then READ once opened); a withdrawn one (INA) is no longer shown.
 */
type Kind = (typeof NotificationType)[number];
type Publishing = (typeof PublishingType)[number];

export const NOTIFICATION_TOPIC_MAX = 200;
export const NOTIFICATION_CONTENT_MAX = 20_000;
/** The bell's page (spec: 3 a page, growing by 3 on scroll). */
export const READER_NOTIFICATIONS_PAGE = 3;
/** Recipients one notification may name directly (groups or readers). */
export const NOTIFICATION_AUDIENCE_MAX = 1000;

const audienceIDs = z.array(entityId, { error: Messages.invalidEntry }).max(NOTIFICATION_AUDIENCE_MAX, {
  error: Messages.maxValue(NOTIFICATION_AUDIENCE_MAX),
});

/**
 * POST adminNotification/saveUpdateNotification: without notificationID composes one, with it revises
 * one not sent yet. Without `sendAt` it is sent at once. `content` is rich text, kept sanitised.
 */
export const saveNotificationRequest = z.object({
  notificationID: entityId.optional(),
  notificationTopic: requiredText(NOTIFICATION_TOPIC_MAX),
  content: requiredText(NOTIFICATION_CONTENT_MAX),
  notificationType: z.enum(NotificationType, { error: 'Must be WEBINAR or TOPIC' }),
  webinarID: entityId.optional(),
  topicID: entityId.optional(),
  publishingType: z.enum(PublishingType, { error: 'Must be ALL or SELECTED' }),
  readerGroupIDs: audienceIDs.optional(),
  readerIDs: audienceIDs.optional(),
  sendAt: z.iso.datetime({ offset: true, error: Messages.invalidDateTime }).optional(),
});
export type SaveNotificationRequest = z.input<typeof saveNotificationRequest>;

/** Where a notification stands for admins: waiting for its time, sent, or withdrawn. */
export const AdminNotificationStatus = ['SCHEDULED', 'SENT', 'WITHDRAWN'] as const;
export type AdminNotificationStatus = (typeof AdminNotificationStatus)[number];

/** POST adminNotification/getPagedNotifications: newest first, 20 a page; a status filters. */
export const pagedNotificationsRequest = pageRequest.extend({
  status: z.enum(AdminNotificationStatus, { error: Messages.invalidEntry }).optional(),
});
export type PagedNotificationsRequest = z.input<typeof pagedNotificationsRequest>;
/** GET adminNotification/getNotificationByID/{id} */
export const notificationIdParam = z.object({ id: entityId });
/** POST adminNotification/withdrawNotification */
export const withdrawNotificationRequest = z.object({ notificationID: entityId });

/** A notification as admins see it, with how many readers it reached and how many opened it. */
export type AdminNotification = {
  notificationID: string;
  notificationTopic: string;
  content: string;
  notificationType: Kind;
  webinarID: string | null;
  topicID: string | null;
  publishingType: Publishing;
  readerGroupIDs: string[];
  readerIDs: string[];
  sendAt: string | null;
  sentAt: string | null;
  status: AdminNotificationStatus;
  recipients: number;
  readCount: number;
};

/** A reader's filter of the bell: their new or their read ones (withdrawn ones are never shown). */
export const ShownNotificationStatus = ['NEW', 'READ'] as const;

/** POST notification/getPagedNotificationsByReaderID: the reader's own, newest first, 3 a page. */
export const readerNotificationsRequest = pageRequest.extend({
  rows: numberFromText({ min: 1, max: 100 }).default(READER_NOTIFICATIONS_PAGE),
  status: z.enum(ShownNotificationStatus, { error: Messages.invalidEntry }).optional(),
});
export type ReaderNotificationsRequest = z.input<typeof readerNotificationsRequest>;
/** POST notification/updateReaderNotificationStatus/{id}: `id` is the notificationReaderID. */
export const readerNotificationIdParam = z.object({ id: entityId });

/**
 * One notification in a reader's bell, as the list pages it and the socket pushes it.
 * `notificationUpdatedDateStr`: when it was sent, DD/MM/YYYY HH:mm:ss in Australia/Sydney.
 */
export type ReaderNotificationItem = {
  notificationID: string;
  notificationReaderID: string;
  notificationTopic: string;
  content: string;
  notificationType: Kind;
  webinarID: string | null;
  topicID: string | null;
  readerNotificationStatus: (typeof ShownNotificationStatus)[number];
  notificationUpdatedDateStr: string;
};

/** A page of the bell, with the reader's count of unread ones. */
export type ReaderNotificationsPage = {
  pageData: ReaderNotificationItem[];
  totalNoOfRecords: number;
  unreadCount: number;
};

/** The socket.io event carrying one {@link ReaderNotificationItem}. */
export const NOTIFICATION_SOCKET_EVENT = 'notification';
