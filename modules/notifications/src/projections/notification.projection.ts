import { type Transaction, type Updateable, sql } from 'kysely';
import { type DomainEvent, idFrom, occurredAt } from '@notebook/kernel';
import type { Database, Projection, Recorded } from '@notebook/read-models';
import { type NotificationEvent, NotificationEventTypes } from '../notifications/notification.events';
import type { NotificationRead } from '../reader-notifications/reader-notification.events';

/**
 * Identity's events the fan-out reads, by the few fields it uses (declared here: a module reads
 * another's events, never its internals): who is a reader, in which groups, whether active, and
 * which groups there are.
 */
type AudienceEvent =
  | DomainEvent<'ReaderRegistered', { userId: string }>
  | DomainEvent<'ReaderGroupsChanged', { userId: string; readerGroupIds: string[] }>
  | DomainEvent<'UserStatusChanged', { userId: string; status: string }>
  | DomainEvent<'ReaderGroupCreated', { readerGroupId: string }>;
const AudienceEventTypes: AudienceEvent['type'][] = [
  'ReaderRegistered',
  'ReaderGroupsChanged',
  'UserStatusChanged',
  'ReaderGroupCreated',
];

type Handled = NotificationEvent | NotificationRead | AudienceEvent;
type Handler<T extends Handled['type']> = (
  event: Recorded<Extract<Handled, { type: T }>>,
  trx: Transaction<Database>,
) => Promise<unknown>;

/** A reader's copy of a notification has the same id on every rebuild. */
export const notificationReaderID = (notificationID: string, readerID: string) =>
  idFrom(`notification-reader:${notificationID}:${readerID}`);

const FAN_OUT_CHUNK = 1000;

/**
 * notification, notification_reader, and the audience the fan-out reads (notification_audience,
 * notification_reader_group). A notification's send gives a NEW copy to every active reader it
 * addresses at that point of the log (all, or those named or in a named group), so a reader
 * registered or grouped later does not get it, and a rebuild gives the same rows. A read makes the
 * copy READ; a withdrawal makes every copy INA.
 */
export const notificationProjection: Projection<Handled> = {
  name: 'notifications',
  version: 1,
  canHandle: [...NotificationEventTypes, 'NotificationRead', ...AudienceEventTypes],
  tables: ['notification', 'notification_reader', 'notification_audience', 'notification_reader_group'],
  async handle(events, trx) {
    for (const event of events) await (handlers[event.type] as Handler<typeof event.type>)(event as never, trx);
  },
};

const handlers: { [T in Handled['type']]: Handler<T> } = {
  NotificationComposed: (event, trx) => {
    const { notificationID, sendAt, ...details } = event.data;
    const at = occurredAt(event);
    return trx
      .insertInto('notification')
      .values({
        notification_id: notificationID,
        status: 'SCHEDULED',
        send_at: sendAt === null ? null : new Date(sendAt),
        sent_at: null,
        document: details,
        created_at: at,
        updated_at: at,
      })
      .onConflict((conflict) => conflict.doNothing())
      .execute();
  },
  NotificationRevised: (event, trx) => {
    const { notificationID, sendAt, ...details } = event.data;
    return updateNotification(trx, notificationID, {
      send_at: sendAt === null ? null : new Date(sendAt),
      document: details,
      updated_at: occurredAt(event),
    });
  },
  NotificationSent: async (event, trx) => {
    const { notificationID } = event.data;
    const at = occurredAt(event);
    await updateNotification(trx, notificationID, { status: 'SENT', sent_at: at, updated_at: at });
    await fanOut(trx, notificationID, at);
  },
  NotificationWithdrawn: async (event, trx) => {
    const { notificationID } = event.data;
    await updateNotification(trx, notificationID, { status: 'WITHDRAWN', updated_at: occurredAt(event) });
    await trx
      .updateTable('notification_reader')
      .set({ status: 'INA' })
      .where('notification_id', '=', notificationID)
      .execute();
  },
  NotificationRead: (event, trx) =>
    trx
      .updateTable('notification_reader')
      .set({ status: 'READ', read_at: occurredAt(event) })
      .where('notification_reader_id', '=', notificationReaderID(event.data.notificationID, event.data.readerID))
      .where('status', '=', 'NEW')
      .execute(),
  ReaderRegistered: (event, trx) =>
    trx
      .insertInto('notification_audience')
      .values({ reader_id: event.data.userId, reader_group_ids: [], active: true })
      .onConflict((conflict) => conflict.doNothing())
      .execute(),
  ReaderGroupsChanged: (event, trx) =>
    updateAudience(trx, event.data.userId, { reader_group_ids: event.data.readerGroupIds }),
  UserStatusChanged: (event, trx) => updateAudience(trx, event.data.userId, { active: event.data.status === 'ACTIVE' }),
  ReaderGroupCreated: (event, trx) =>
    trx
      .insertInto('notification_reader_group')
      .values({ reader_group_id: event.data.readerGroupId })
      .onConflict((conflict) => conflict.doNothing())
      .execute(),
};

function updateNotification(
  trx: Transaction<Database>,
  notificationID: string,
  columns: Updateable<Database['notification']>,
) {
  return trx.updateTable('notification').set(columns).where('notification_id', '=', notificationID).execute();
}

function updateAudience(
  trx: Transaction<Database>,
  readerID: string,
  columns: { reader_group_ids?: string[]; active?: boolean },
) {
  return trx.updateTable('notification_audience').set(columns).where('reader_id', '=', readerID).execute();
}

/** The notification (n) addresses the reader (a): for all, or naming them or one of their groups (one term of a WHERE: kept in parentheses). */
const addressed = sql<boolean>`(n.document->>'publishingType' = 'ALL'
  OR n.document->'readerIDs' ? a.reader_id::text
  OR n.document->'readerGroupIDs' ?| a.reader_group_ids::text[])`;

/** A NEW copy for every active reader the notification addresses now. */
async function fanOut(trx: Transaction<Database>, notificationID: string, sentAt: Date): Promise<void> {
  const readers = await trx
    .selectFrom(['notification_audience as a', 'notification as n'])
    .select('a.reader_id')
    .where('n.notification_id', '=', notificationID)
    .where('a.active', '=', true)
    .where(addressed)
    .orderBy('a.reader_id')
    .execute();
  for (let start = 0; start < readers.length; start += FAN_OUT_CHUNK)
    await trx
      .insertInto('notification_reader')
      .values(
        readers.slice(start, start + FAN_OUT_CHUNK).map(({ reader_id }) => ({
          notification_reader_id: notificationReaderID(notificationID, reader_id),
          notification_id: notificationID,
          reader_id,
          status: 'NEW' as const,
          sent_at: sentAt,
          read_at: null,
        })),
      )
      .onConflict((conflict) => conflict.doNothing())
      .execute();
}
