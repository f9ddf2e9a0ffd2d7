import { randomUUID } from 'node:crypto';
import { projectionSpec } from '../../../../test/support/projection-spec';
import { composed, sent, withdrawn } from '../notifications.fixtures';
import { NotificationQueries } from '../queries/notification.queries';
import { notificationProjection, notificationReaderID } from './notification.projection';

const spec = projectionSpec(notificationProjection);
const queries = () => new NotificationQueries(spec.db);

const registered = (userId: string) => ({ type: 'ReaderRegistered', data: { userId } }) as const;
const grouped = (userId: string, readerGroupIds: string[]) =>
  ({ type: 'ReaderGroupsChanged', data: { userId, readerGroupIds } }) as const;
const read = (readerID: string, notificationID: string) =>
  ({ type: 'NotificationRead', data: { readerID, notificationID } }) as const;

/** Who holds a copy of the notification, and in what status. */
async function copies(notificationID: string): Promise<Record<string, string>> {
  const rows = await spec.db
    .selectFrom('notification_reader')
    .select(['reader_id', 'status'])
    .where('notification_id', '=', notificationID)
    .execute();
  return Object.fromEntries(rows.map((row) => [row.reader_id, row.status]));
}

describe('notifications projection', () => {
  const [ann, ben, cat] = [randomUUID(), randomUUID(), randomUUID()];
  const group = randomUUID();
  const notificationID = randomUUID();
  const readers = [registered(ann), registered(ben), registered(cat)];

  it('a notification for ALL reaches every active reader, NEW, under an id made of the notification and the reader', async () => {
    await spec.given(...readers, { type: 'UserStatusChanged', data: { userId: cat, status: 'BLOCKED' } });
    await spec.given(composed(notificationID), sent(notificationID));

    expect(await copies(notificationID)).toEqual({ [ann]: 'NEW', [ben]: 'NEW' });
    const page = await queries().readerPage(ann, { page: 0, rows: 3 });
    expect(page).toMatchObject({ totalNoOfRecords: 1, unreadCount: 1 });
    expect(page.pageData[0]).toEqual({
      notificationID,
      notificationReaderID: notificationReaderID(notificationID, ann),
      notificationTopic: 'Next webinar: chest pain',
      content: '<p>Join us on Thursday.</p>',
      notificationType: 'WEBINAR',
      webinarID: expect.any(String),
      topicID: null,
      readerNotificationStatus: 'NEW',
      // The spec's sixth event, sent at 2026-01-01T00:00:06Z: 11 am in Sydney (summer time).
      notificationUpdatedDateStr: '01/01/2026 11:00:06',
    });
  });

  it('a SELECTED one reaches the readers it names and those in its groups, whoever other notifications name', async () => {
    const other = randomUUID();
    await spec.given(...readers, grouped(ben, [group]));
    await spec.given(composed(other, { publishingType: 'SELECTED', readerIDs: [ann] }), sent(other));
    await spec.given(
      composed(notificationID, { publishingType: 'SELECTED', readerIDs: [cat], readerGroupIDs: [group] }),
      sent(notificationID),
    );

    expect(await copies(notificationID)).toEqual({ [ben]: 'NEW', [cat]: 'NEW' });
  });

  it('a reader registered or grouped after the send does not get it', async () => {
    await spec.given(
      registered(ann),
      composed(notificationID, { publishingType: 'SELECTED', readerGroupIDs: [group] }),
    );
    await spec.given(sent(notificationID), grouped(ann, [group]), registered(ben));

    expect(await copies(notificationID)).toEqual({});
  });

  it('a composed one reaches nobody until it is sent, and its revision replaces its texts', async () => {
    await spec.given(...readers, composed(notificationID, {}, '2026-02-01T00:00:00.000Z'));
    expect(await copies(notificationID)).toEqual({});

    await spec.given(composed(notificationID, { notificationTopic: 'Moved' }, null, 'NotificationRevised'));
    expect(await queries().notification(notificationID)).toMatchObject({
      notificationTopic: 'Moved',
      status: 'SCHEDULED',
      sendAt: null,
      recipients: 0,
    });
  });

  it('a read makes the copy READ; a withdrawal hides every copy and keeps the counts', async () => {
    await spec.given(...readers, composed(notificationID), sent(notificationID));
    await spec.given(read(ann, notificationID), read(ann, notificationID));

    expect(await copies(notificationID)).toMatchObject({ [ann]: 'READ', [ben]: 'NEW' });
    expect(await queries().readerPage(ann, { page: 0, rows: 3 })).toMatchObject({ unreadCount: 0 });

    await spec.given(withdrawn(notificationID));
    expect(await copies(notificationID)).toEqual({ [ann]: 'INA', [ben]: 'INA', [cat]: 'INA' });
    expect(await queries().readerPage(ben, { page: 0, rows: 3 })).toEqual({
      pageData: [],
      totalNoOfRecords: 0,
      unreadCount: 0,
    });
    expect(await queries().notification(notificationID)).toMatchObject({
      status: 'WITHDRAWN',
      recipients: 3,
      readCount: 1,
    });
  });

  it('a reconnecting reader gets the ones sent after the last they have, oldest first', async () => {
    const [first, second, third] = [randomUUID(), randomUUID(), randomUUID()];
    await spec.given(registered(ann));
    for (const id of [first, second, third]) await spec.given(composed(id), sent(id));

    const missed = await queries().sentAfter(ann, first, 10);
    expect(missed.map((item) => item.notificationID)).toEqual([second, third]);
    expect(await queries().sentAfter(ann, randomUUID(), 10)).toEqual([]);
  });
});
