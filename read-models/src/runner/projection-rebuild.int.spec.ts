import { sql } from 'kysely';
import { createTestDatabase, TestDatabase } from '../../../test/support/test-database';
import { buildIntoSchema } from './as-of-build';
import { waitForProjections } from './await-projections';
import type { Projection } from './projection';
import type { ProjectionRunner } from './projection-runner';
import { rebuildProjections, RebuildProgress } from './rebuild-projections';
import {
  appendTicks,
  COUNTER_TABLES,
  counterProjection,
  createCounterTables,
  tableRows,
} from './testing/counter-projection';
import { eventually } from './testing/eventually';
import { noEventSchemas, testRunner } from './testing/test-runner';
import { silentLogger } from './runner-logger';

let database: TestDatabase;
const runners: ProjectionRunner[] = [];

beforeEach(async () => {
  database = await createTestDatabase();
  await createCounterTables(database.db);
});
afterEach(async () => {
  await Promise.all(runners.splice(0).map((runner) => runner.stop()));
  await database.drop();
});

function startRunner(projection: Projection, batchSize = 100): ProjectionRunner {
  const runner = testRunner(database, [projection], { batchSize });
  runners.push(runner);
  runner.start();
  return runner;
}

async function projectAll(projection: Projection, position: string): Promise<void> {
  const done = await waitForProjections(database.db, {
    position,
    eventTypes: ['Ticked'],
    projections: [projection],
    timeoutMs: 10_000,
  });
  if (!done) throw new Error(`${projection.name} v${projection.version} did not reach ${position}`);
}

/** What a clean build from zero of this projection gives, table by table. */
async function cleanBuild(projection: Projection): Promise<Record<string, unknown[]>> {
  await buildIntoSchema({
    db: database.db,
    eventStore: database.eventStore,
    eventSchemas: noEventSchemas,
    projections: [projection],
    schema: 'clean_build',
  });
  return tablesIn('clean_build');
}

async function tablesIn(schema: string): Promise<Record<string, unknown[]>> {
  const tables: Record<string, unknown[]> = {};
  for (const table of COUNTER_TABLES) tables[table] = await tableRows(database.db, schema, table);
  return tables;
}

type Observation = { rows: number; ticks: number; total: number; versions: number[] };

/** What a reader sees of the live tables, in one statement (one snapshot). */
async function observe(): Promise<Observation> {
  const { rows } = await sql<{ rows: string; ticks: string | null; total: number | null; versions: number[] | null }>`
    SELECT (SELECT count(*) FROM test_counter) AS rows,
           (SELECT sum(ticks) FROM test_counter) AS ticks,
           (SELECT total FROM test_counter_total) AS total,
           (SELECT array_agg(DISTINCT built_by_version) FROM test_counter) AS versions
  `.execute(database.db);
  const row = rows[0]!;
  return { rows: Number(row.rows), ticks: Number(row.ticks ?? 0), total: row.total ?? 0, versions: row.versions ?? [] };
}

test('a new version rebuilds into shadow tables, swaps them in at once, and ends equal to a clean build', async () => {
  const position = await appendTicks(database.eventStore, 300, { streams: 30, perAppend: 5 });
  const v1 = counterProjection({ version: 1 });
  const first = startRunner(v1);
  await projectAll(v1, position);
  await first.stop();

  const v2 = counterProjection({ version: 2, batchDelayMs: 5 });
  startRunner(v2, 20);
  const observations: Observation[] = [];
  await eventually('version 2 to be swapped in', async () => {
    observations.push(await observe());
    return waitForProjections(database.db, { position, eventTypes: ['Ticked'], projections: [v2], timeoutMs: 0 });
  });

  const complete = (version: number) => ({ rows: 30, ticks: 300, total: 300, versions: [version] });
  expect(observations[0]).toEqual(complete(1));
  expect(observations.at(-1)).toEqual(complete(2));
  for (const seen of observations) expect([complete(1), complete(2)]).toContainEqual(seen);
  expect(await tablesIn('public')).toEqual(await cleanBuild(v2));
  const { rows: shadows } = await sql`SELECT nspname FROM pg_namespace WHERE nspname LIKE 'rebuild_%'`.execute(
    database.db,
  );
  expect(shadows).toEqual([]);
});

test('after the swap the live tables keep their constraint names, so the projection carries on', async () => {
  await appendTicks(database.eventStore, 10);
  const projection = counterProjection();
  startRunner(projection);
  const position = await appendTicks(database.eventStore, 10, { from: 10 });
  await projectAll(projection, position);

  const { rows } = await sql<{ conname: string }>`
    SELECT conname FROM pg_constraint WHERE conrelid = 'public.test_counter'::regclass ORDER BY conname
  `.execute(database.db);
  expect(rows.map((row) => row.conname)).toEqual(['test_counter_by_stream']);
  expect(await tablesIn('public')).toEqual(await cleanBuild(projection));
});

test('a replay rebuilds through the runner holding the projection, which keeps the live tables current meanwhile', async () => {
  await appendTicks(database.eventStore, 300, { streams: 30, perAppend: 5 });
  const projection = counterProjection({ batchDelayMs: 5 });
  const worker = startRunner(projection, 20);
  await projectAll(projection, await database.eventStore.headPosition());

  const progress: RebuildProgress[] = [];
  const replay = rebuildProjections({
    db: database.db,
    pool: database.pool,
    eventStore: database.eventStore,
    eventSchemas: noEventSchemas,
    projections: [projection],
    logger: silentLogger,
    acquireIntervalMs: 50,
    progressIntervalMs: 20,
    onProgress: (item) => progress.push(item),
  });
  await eventually('the rebuild to start', async () => (await worker.lag())[0]!.rebuild);
  const during = await appendTicks(database.eventStore, 1, { from: 300 });
  expect(
    await waitForProjections(database.db, {
      position: during,
      eventTypes: ['Ticked'],
      projections: [projection],
      timeoutMs: 5_000,
    }),
  ).toBe(true);
  expect((await worker.lag())[0]!.rebuild).not.toBeNull();
  await replay;

  expect(progress.at(-1)).toMatchObject({
    projection: 'test-counter',
    done: true,
    eventsApplied: 300,
    eventsTotal: 300,
  });
  expect(progress.some((item) => !item.done && item.eventsApplied > 0)).toBe(true);
  expect((await worker.lag())[0]).toMatchObject({ owner: worker.ownerId, eventsBehind: 0, rebuild: null });
  expect(await tablesIn('public')).toEqual(await cleanBuild(projection));
});
