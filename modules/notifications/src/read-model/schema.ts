import type { JSONColumnType } from 'kysely';
import type { AdminNotificationStatus } from '@notebook/contracts';
import type { NotificationDetails } from '../notifications/notification.events';

/**
 * The read model this module keeps: its tables as Kysely sees them. The augmentation adds them to the
 * application's one `Database` type; only this module's queries and projections may name them (modules.shape).
 */
declare module '@notebook/read-models' {
  interface Database extends NotificationsTables {}
}

/** A notification: its details as composed (the content sanitised), where it stands and when it goes. */
export interface NotificationTable {
  notification_id: string;
  status: AdminNotificationStatus;
  send_at: Date | null;
  sent_at: Date | null;
  document: JSONColumnType<NotificationDetails, NotificationDetails, NotificationDetails>;
  created_at: Date;
  updated_at: Date;
}

/** One reader's copy of a sent notification: NEW, READ once opened, INA once withdrawn. */
export interface NotificationReaderTable {
  /** A UUIDv5 of the notification and the reader, so a rebuild gives the same ids. */
  notification_reader_id: string;
  notification_id: string;
  reader_id: string;
  status: 'NEW' | 'READ' | 'INA';
  sent_at: Date;
  /** When the reader opened it; kept when it is withdrawn, for the admins' read count. */
  read_at: Date | null;
}

/** The readers a notification may reach, as identity's events describe them up to this point of the log. */
export interface NotificationAudienceTable {
  reader_id: string;
  reader_group_ids: string[];
  active: boolean;
}

/** The reader groups there are (an admin may address only these). */
export interface NotificationReaderGroupTable {
  reader_group_id: string;
}

export interface NotificationsTables {
  notification: NotificationTable;
  notification_reader: NotificationReaderTable;
  notification_audience: NotificationAudienceTable;
  notification_reader_group: NotificationReaderGroupTable;
}
