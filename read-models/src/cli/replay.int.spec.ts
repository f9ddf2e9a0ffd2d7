import { setTimeout as sleep } from 'node:timers/promises';
import { createTestDatabase, TestDatabase } from '../../../test/support/test-database';
import { asOfSchemaName } from '../runner/shadow-tables';
import { appendTicks, counterProjection, createCounterTables, tableRows } from '../runner/testing/counter-projection';
import { silentLogger } from '../runner/runner-logger';
import { eventually } from '../runner/testing/eventually';
import { noEventSchemas } from '../runner/testing/test-runner';
import { noProgress } from './progress-bars';
import { parseReplayArgs, replay, ReplayContext } from './replay';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
  await createCounterTables(database.db);
});
afterAll(() => database.drop());

function context(printed: string[]): ReplayContext {
  return {
    db: database.db,
    pool: database.pool,
    eventStore: database.eventStore,
    eventSchemas: noEventSchemas,
    projections: [counterProjection()],
    progress: noProgress,
    print: (line) => printed.push(line),
    logger: silentLogger,
  };
}

test('--until builds the read models as of that moment into an as_of schema, from earlier events only', async () => {
  await appendTicks(database.eventStore, 5, { streams: 5 });
  await sleep(5); // created_at has microseconds, Date milliseconds: keep the moment clear of both sides
  const until = new Date();
  await sleep(5);
  const last = await appendTicks(database.eventStore, 7, { streams: 5, from: 100 });
  // A replay reads the log below the committed fence; an append still committing holds newer
  // events above it for a moment: lag, not loss.
  await eventually(
    'the appended events are visible to log readers',
    async () => (await database.eventStore.headPosition()) >= last,
  );
  const printed: string[] = [];

  const schema = await replay(parseReplayArgs(['--until', until.toISOString()]), context(printed));

  expect(schema).toBe(asOfSchemaName(until));
  expect(schema).toMatch(/^as_of_\d{12}$/);
  expect(printed.join('\n')).toContain(schema);
  const rows = await tableRows(database.db, schema!, 'test_counter');
  expect(rows).toHaveLength(5);
  expect(rows.every((row) => (row as { last_n: number }).last_n < 5)).toBe(true);
  expect(await tableRows(database.db, schema!, 'test_counter_total')).toEqual([{ id: 1, total: 5 }]);
  expect(await tableRows(database.db, 'public', 'test_counter')).toEqual([]);

  expect(await replay(parseReplayArgs(['--until', until.toISOString()]), context([]))).toBe(schema);
  expect(await tableRows(database.db, schema!, 'test_counter_total')).toEqual([{ id: 1, total: 5 }]);
});

test('without --until it rebuilds the named projection and swaps it into the live tables', async () => {
  const printed: string[] = [];

  expect(await replay(parseReplayArgs(['--projection', 'test-counter']), context(printed))).toBeNull();

  expect(await tableRows(database.db, 'public', 'test_counter_total')).toEqual([{ id: 1, total: 12 }]);
  expect(printed).toEqual(['Rebuilt and swapped in: test-counter']);
});
