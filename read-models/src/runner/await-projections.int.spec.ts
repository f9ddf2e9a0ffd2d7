import { createTestDatabase, TestDatabase } from '../../../test/support/test-database';
import { waitForProjections } from './await-projections';
import type { ProjectionRunner } from './projection-runner';
import { appendTicks, counterProjection, createCounterTables, tableRows } from './testing/counter-projection';
import { testRunner } from './testing/test-runner';

let database: TestDatabase;
let runner: ProjectionRunner | null = null;
const projection = counterProjection();

beforeAll(async () => {
  database = await createTestDatabase();
  await createCounterTables(database.db);
});
afterEach(async () => {
  await runner?.stop();
  runner = null;
});
afterAll(() => database.drop());

test('returns true once the write is projected, so the caller reads it', async () => {
  runner = testRunner(database, [projection]);
  runner.start();
  const position = await appendTicks(database.eventStore, 1, { from: 7 });

  expect(await waitForProjections(database.db, { position, eventTypes: ['Ticked'], projections: [projection] })).toBe(
    true,
  );
  expect(await tableRows(database.db, 'public', 'test_counter')).toContainEqual(expect.objectContaining({ last_n: 7 }));
});

test('returns true when the append ends with events of a type the projection does not handle', async () => {
  runner = testRunner(database, [projection]);
  runner.start();
  const { position } = await database.eventStore.appendToStream(
    'ticker-mixed',
    [
      { type: 'Ticked', data: { n: 8 } },
      { type: 'Untracked', data: {} },
    ],
    { expectedRevision: 'no_stream' },
  );

  expect(
    await waitForProjections(database.db, { position, eventTypes: ['Ticked', 'Untracked'], projections: [projection] }),
  ).toBe(true);
});

test('returns false on timeout when no runner projects the write', async () => {
  const position = await appendTicks(database.eventStore, 1, { from: 9 });

  expect(
    await waitForProjections(database.db, {
      position,
      eventTypes: ['Ticked'],
      projections: [projection],
      timeoutMs: 100,
    }),
  ).toBe(false);
});

test('returns true at once when no projection handles the event types', async () => {
  const { position } = await database.eventStore.appendToStream('other-1', [{ type: 'Untracked', data: {} }], {
    expectedRevision: 'no_stream',
  });

  expect(
    await waitForProjections(database.db, {
      position,
      eventTypes: ['Untracked'],
      projections: [projection],
      timeoutMs: 0,
    }),
  ).toBe(true);
});

test('a wait for the head counts a projection as there when no event of its types lies between its checkpoint and the head', async () => {
  runner = testRunner(database, [projection]);
  runner.start();
  const ticked = await appendTicks(database.eventStore, 1, { from: 11 });
  expect(
    await waitForProjections(database.db, { position: ticked, eventTypes: ['Ticked'], projections: [projection] }),
  ).toBe(true);
  // Events of other types move the head while no runner moves the checkpoint (in the app, a runner wakes only for its own types).
  await runner.stop();
  runner = null;
  const { position: head } = await database.eventStore.appendToStream('other-2', [{ type: 'Untracked', data: {} }], {
    expectedRevision: 'no_stream',
  });
  const atHead = { position: head, eventTypes: ['Ticked'], projections: [projection], timeoutMs: 300 };

  expect(await waitForProjections(database.db, atHead)).toBe(false);
  expect(await waitForProjections(database.db, { ...atHead, eventStore: database.eventStore, timeoutMs: 30_000 })).toBe(
    true,
  );

  // A Ticked event not yet projected still holds the wait, whether or not the fence has passed it.
  const later = await appendTicks(database.eventStore, 1, { from: 12 });
  expect(await waitForProjections(database.db, { ...atHead, position: later, eventStore: database.eventStore })).toBe(
    false,
  );
});
