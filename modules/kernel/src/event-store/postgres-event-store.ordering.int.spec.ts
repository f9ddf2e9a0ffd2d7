import { randomUUID } from 'node:crypto';
import { START } from './event-store';
import { TestDatabase, createTestDatabase } from '../../../../test/support/test-database';

/**
 * Log order is (transaction id, global position) as numbers. Transaction ids that differ in their
 * number of digits (9 and 10) catch any query that sorts them as text.
 */
let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
  const insert = `INSERT INTO event_store.event (global_position, transaction_id, stream_name, category, stream_revision, event_id, event_type, data)
                  VALUES ($1, $2::text::xid8, $3, 'thing', 0, $4, 'ThingHappened', $5)`;
  await database.pool.query(insert, [2, '10', 'thing-b', randomUUID(), JSON.stringify({ n: 'second' })]);
  await database.pool.query(insert, [1, '9', 'thing-a', randomUUID(), JSON.stringify({ n: 'first' })]);
});
afterAll(() => database.drop());

test('readAll returns transaction 9 before transaction 10', async () => {
  const events = await database.eventStore.readAll(START, 1);
  expect(events.map((event) => event.data)).toEqual([{ n: 'first' }]);
  const rest = await database.eventStore.readAll(events[0]!.position, 10);
  expect(rest.map((event) => event.data)).toEqual([{ n: 'second' }]);
});

test('the head is the event of transaction 10', async () => {
  const all = await database.eventStore.readAll(START, 10);
  expect(await database.eventStore.headPosition()).toBe(all[all.length - 1]!.position);
  expect(all[all.length - 1]!.data).toEqual({ n: 'second' });
});
