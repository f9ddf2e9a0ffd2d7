import { type Kysely, type Selectable, sql } from 'kysely';
import type {
  AdminNotification,
  AdminNotificationStatus,
  Paged,
  ReaderNotificationItem,
  ReaderNotificationsPage,
} from '@notebook/contracts';
import { pagedRows, sydneyDisplayDateTime } from '@notebook/kernel';
import type { Database } from '@notebook/read-models';
import type { NotificationTable } from '../read-model/schema';

type PageRequest = { page: number; rows: number };
type ShownStatus = ReaderNotificationItem['readerNotificationStatus'];

/** Reads of the notifications read model. */
export class NotificationQueries {
  constructor(private readonly db: Kysely<Database>) {}

  /** The admins' list: newest composed first, with each one's recipients and reads. */
  async adminPage(request: PageRequest & { status?: AdminNotificationStatus }): Promise<Paged<AdminNotification>> {
    let query = this.notifications();
    if (request.status) query = query.where('n.status', '=', request.status);
    const page = (filtered: typeof query) =>
      withCounts(filtered).orderBy('n.created_at', 'desc').orderBy('n.notification_id', 'desc');
    return pagedRows(query, page, request, toAdminNotification);
  }

  async notification(notificationID: string): Promise<AdminNotification | undefined> {
    const row = await withCounts(this.notifications())
      .where('n.notification_id', '=', notificationID)
      .executeTakeFirst();
    return row && toAdminNotification(row);
  }

  /** A reader's bell: their shown notifications (not withdrawn), newest sent first, and how many are unread. */
  async readerPage(
    readerID: string,
    request: PageRequest & { status?: ShownStatus },
  ): Promise<ReaderNotificationsPage> {
    let query = this.shownTo(readerID);
    if (request.status) query = query.where('r.status', '=', request.status);
    const [page, unread] = await Promise.all([
      pagedRows(query, (filtered) => newestFirst(withItemColumns(filtered)), request, toReaderItem),
      this.shownTo(readerID)
        .where('r.status', '=', 'NEW')
        .select(sql<number>`count(*)::int`.as('count'))
        .executeTakeFirstOrThrow(),
    ]);
    return { ...page, unreadCount: unread.count };
  }

  /** The reader's copy by its id, if it is theirs and shown. */
  async readerCopy(readerID: string, notificationReaderID: string): Promise<ReaderNotificationItem | undefined> {
    const row = await withItemColumns(this.shownTo(readerID))
      .where('r.notification_reader_id', '=', notificationReaderID)
      .executeTakeFirst();
    return row && toReaderItem(row);
  }

  /** Every shown copy of one notification with its reader: what a push sends. */
  async copiesOf(notificationID: string): Promise<Array<{ readerID: string; item: ReaderNotificationItem }>> {
    const rows = await withItemColumns(this.shown())
      .select('r.reader_id')
      .where('r.notification_id', '=', notificationID)
      .execute();
    return rows.map((row) => ({ readerID: row.reader_id, item: toReaderItem(row) }));
  }

  /**
   * The reader's shown notifications sent after the one they name (by send time, then id), oldest
   * first, at most `limit`: what a socket that reconnects missed. None when the reader has no such one.
   */
  async sentAfter(readerID: string, notificationID: string, limit: number): Promise<ReaderNotificationItem[]> {
    const last = await this.shownTo(readerID)
      .select(['r.sent_at', 'r.notification_id'])
      .where('r.notification_id', '=', notificationID)
      .executeTakeFirst();
    if (!last) return [];
    const rows = await withItemColumns(this.shownTo(readerID))
      .where(sql<boolean>`(r.sent_at, r.notification_id) > (${last.sent_at}, ${last.notification_id}::uuid)`)
      .orderBy('r.sent_at')
      .orderBy('r.notification_id')
      .limit(limit)
      .execute();
    return rows.map(toReaderItem);
  }

  /** Which of these reader groups and readers the audience does not know. */
  async unknownAudience(readerGroupIDs: string[], readerIDs: string[]) {
    const [groups, readers] = await Promise.all([
      this.db
        .selectFrom('notification_reader_group')
        .select('reader_group_id as id')
        .where('reader_group_id', '=', sql<string>`ANY(${readerGroupIDs}::uuid[])`)
        .execute(),
      this.db
        .selectFrom('notification_audience')
        .select('reader_id as id')
        .where('reader_id', '=', sql<string>`ANY(${readerIDs}::uuid[])`)
        .execute(),
    ]);
    const missing = (asked: string[], found: Array<{ id: string }>) =>
      asked.filter((id) => !found.some((row) => row.id === id.toLowerCase()));
    return { unknownGroupIDs: missing(readerGroupIDs, groups), unknownReaderIDs: missing(readerIDs, readers) };
  }

  private notifications() {
    return this.db.selectFrom('notification as n');
  }

  private shown() {
    return this.db
      .selectFrom('notification_reader as r')
      .innerJoin('notification as n', 'n.notification_id', 'r.notification_id')
      .where('r.status', '!=', 'INA');
  }

  private shownTo(readerID: string) {
    return this.shown().where('r.reader_id', '=', readerID);
  }
}

const copies = (where: string) =>
  sql<number>`(SELECT count(*)::int FROM notification_reader c WHERE c.notification_id = n.notification_id ${sql.raw(where)})`;

function withCounts(query: ReturnType<NotificationQueries['notifications']>) {
  return query
    .selectAll('n')
    .select([copies('').as('recipients'), copies('AND c.read_at IS NOT NULL').as('read_count')]);
}

function withItemColumns(query: ReturnType<NotificationQueries['shown']>) {
  return query.select(['n.notification_id', 'n.document', 'r.notification_reader_id', 'r.status', 'r.sent_at']);
}

function newestFirst(query: ReturnType<typeof withItemColumns>) {
  return query.orderBy('r.sent_at', 'desc').orderBy('r.notification_id', 'desc');
}

const instant = (date: Date | null) => date && date.toISOString();

function toAdminNotification(
  row: Selectable<NotificationTable> & { recipients: number; read_count: number },
): AdminNotification {
  return {
    notificationID: row.notification_id,
    ...row.document,
    sendAt: instant(row.send_at),
    sentAt: instant(row.sent_at),
    status: row.status,
    recipients: row.recipients,
    readCount: row.read_count,
  };
}

type ItemRow = Pick<Selectable<NotificationTable>, 'notification_id' | 'document'> & {
  notification_reader_id: string;
  status: string;
  sent_at: Date;
};

function toReaderItem({ document, ...row }: ItemRow): ReaderNotificationItem {
  return {
    notificationID: row.notification_id,
    notificationReaderID: row.notification_reader_id,
    notificationTopic: document.notificationTopic,
    content: document.content,
    notificationType: document.notificationType,
    webinarID: document.webinarID,
    topicID: document.topicID,
    readerNotificationStatus: row.status as ShownStatus,
    notificationUpdatedDateStr: sydneyDisplayDateTime(row.sent_at),
  };
}
