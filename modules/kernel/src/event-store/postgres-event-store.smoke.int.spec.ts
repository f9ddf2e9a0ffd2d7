import { START, WrongExpectedVersionError } from './event-store';
import { createTestDatabase, TestDatabase } from '../../../../test/support/test-database';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.drop());

test('appends, reads back and guards the expected revision', async () => {
  const store = database.eventStore;
  const first = await store.appendToStream('thing-1', [{ type: 'ThingMade', data: { n: 1 } }], { expectedRevision: 'no_stream' });
  expect(first.nextExpectedRevision).toBe(0n);
  await expect(
    store.appendToStream('thing-1', [{ type: 'ThingMade', data: { n: 2 } }], { expectedRevision: 'no_stream' }),
  ).rejects.toBeInstanceOf(WrongExpectedVersionError);
  const all = await store.readAll(START, 10);
  expect(all.map((event) => event.data)).toEqual([{ n: 1 }]);
});
