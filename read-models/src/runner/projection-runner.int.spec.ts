import { sql } from 'kysely';
import { START } from '@notebook/kernel';
import { createTestDatabase, TestDatabase } from '../../../test/support/test-database';
import { applyBatch } from './apply-batch';
import { waitForProjections } from './await-projections';
import { CheckpointMovedError } from './errors';
import type { ProjectionRunner } from './projection-runner';
import { appendTicks, counterProjection, createCounterTables, tableRows } from './testing/counter-projection';
import { eventually } from './testing/eventually';
import { testRunner } from './testing/test-runner';

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

function startRunner(
  ...args: Parameters<typeof testRunner> extends [unknown, ...infer Rest] ? Rest : never
): ProjectionRunner {
  const runner = testRunner(database, ...args);
  runners.push(runner);
  runner.start();
  return runner;
}

async function total(): Promise<number> {
  const row = await database.db
    .selectFrom('test_counter_total' as never)
    .select(sql<number>`total`.as('total'))
    .executeTakeFirst();
  return (row as { total: number } | undefined)?.total ?? 0;
}

async function checkpoint(name = 'test-counter') {
  return database.db
    .selectFrom('projection_checkpoint')
    .selectAll()
    .where('projection_name', '=', name)
    .executeTakeFirst();
}

async function leaseOwner(name = 'test-counter') {
  const row = await database.db
    .selectFrom('projection_lease')
    .select('owner_id')
    .where('projection_name', '=', name)
    .executeTakeFirst();
  return row?.owner_id ?? null;
}

test('projects appended events once, and reports no lag when caught up', async () => {
  const projection = counterProjection();
  const runner = startRunner([projection]);
  const position = await appendTicks(database.eventStore, 25, { streams: 5 });

  expect(
    await waitForProjections(database.db, {
      position,
      eventTypes: ['Ticked'],
      projections: [projection],
      timeoutMs: 5_000,
    }),
  ).toBe(true);
  expect(await total()).toBe(25);
  const [lag] = await runner.lag();
  expect(lag).toMatchObject({
    projection: 'test-counter',
    checkpointVersion: 1,
    eventsBehind: 0,
    owner: runner.ownerId,
    rebuild: null,
  });
});

test('a handler that throws mid-batch leaves neither rows nor checkpoint moved, and the batch is retried', async () => {
  let poisoned = true;
  let reportFailure: () => void = () => undefined;
  const failureReported = new Promise<void>((resolve) => (reportFailure = resolve));
  const logger = { info: jest.fn(), warn: jest.fn(), error: jest.fn(() => reportFailure()) };
  const projection = counterProjection({ failOnPoison: () => poisoned });
  startRunner([projection], { logger });
  await eventually('the first (empty) build to be swapped in', () => checkpoint());
  const before = (await checkpoint())!.position;

  const { position } = await database.eventStore.appendToStream(
    'ticker-1',
    [
      { type: 'Ticked', data: { n: 1 } },
      { type: 'Ticked', data: { n: 2, poison: true } },
      { type: 'Ticked', data: { n: 3 } },
    ],
    { expectedRevision: 'no_stream' },
  );
  await failureReported;
  expect(await tableRows(database.db, 'public', 'test_counter')).toEqual([]);
  expect(await total()).toBe(0);
  expect((await checkpoint())!.position).toBe(before);

  poisoned = false;
  expect(
    await waitForProjections(database.db, {
      position,
      eventTypes: ['Ticked'],
      projections: [projection],
      timeoutMs: 5_000,
    }),
  ).toBe(true);
  expect(await tableRows(database.db, 'public', 'test_counter')).toEqual([
    { stream_name: 'ticker-1', ticks: 3, last_n: 3, built_by_version: 1 },
  ]);
});

test('of two batches applied from the same checkpoint, one commits and the other rolls back', async () => {
  const projection = counterProjection();
  await database.db
    .insertInto('projection_checkpoint')
    .values({ projection_name: projection.name, projection_version: 1, position: START })
    .execute();
  await appendTicks(database.eventStore, 5);
  const events = await database.eventStore.readAll(START, 10);
  const batch = { events, from: START, to: events.at(-1)!.position, eventsRead: events.length };

  const results = await Promise.allSettled([
    applyBatch(database.db, projection, batch, { kind: 'live' }),
    applyBatch(database.db, projection, batch, { kind: 'live' }),
  ]);

  expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
  expect(results.find((result) => result.status === 'rejected')).toMatchObject({
    reason: expect.any(CheckpointMovedError),
  });
  expect(await total()).toBe(5);
  expect((await checkpoint())!.position).toBe(batch.to);
});

test('two runners started for one projection apply every event exactly once', async () => {
  const projection = counterProjection();
  const first = startRunner([projection], { batchSize: 7 });
  const second = startRunner([projection], { batchSize: 7 });
  const appends = await Promise.all([
    appendTicks(database.eventStore, 120, { streams: 4, from: 0 }),
    appendTicks(database.eventStore, 120, { streams: 4, from: 1_000, perAppend: 3 }),
  ]);
  const position = appends.sort().at(-1)!;

  expect(
    await waitForProjections(database.db, {
      position,
      eventTypes: ['Ticked'],
      projections: [projection],
      timeoutMs: 10_000,
    }),
  ).toBe(true);
  expect(await total()).toBe(240);
  const { rows } = await sql<{ ticks: string }>`SELECT sum(ticks) AS ticks FROM test_counter`.execute(database.db);
  expect(Number(rows[0]!.ticks)).toBe(240);
  expect([first.ownerId, second.ownerId]).toContain(await leaseOwner());
});

test('a standby takes over when the holder stops', async () => {
  const projection = counterProjection();
  const holder = startRunner([projection]);
  await eventually('the first runner to hold the lease', async () => (await leaseOwner()) === holder.ownerId);
  const standby = startRunner([projection]);
  const first = await appendTicks(database.eventStore, 10);
  expect(
    await waitForProjections(database.db, {
      position: first,
      eventTypes: ['Ticked'],
      projections: [projection],
      timeoutMs: 5_000,
    }),
  ).toBe(true);

  await holder.stop();
  const second = await appendTicks(database.eventStore, 10, { from: 10 });

  expect(
    await waitForProjections(database.db, {
      position: second,
      eventTypes: ['Ticked'],
      projections: [projection],
      timeoutMs: 5_000,
    }),
  ).toBe(true);
  expect(await leaseOwner()).toBe(standby.ownerId);
  expect(await total()).toBe(20);
});

test('a standby takes over when the holder loses its lock connection, and every event is still applied once', async () => {
  const projection = counterProjection();
  const holder = startRunner([projection]);
  await eventually('the first runner to hold the lease', async () => (await leaseOwner()) === holder.ownerId);
  const standby = startRunner([projection]);

  await sql`SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = ${`projection-runner ${holder.ownerId}`}`.execute(
    database.db,
  );
  await eventually('the standby to take the lease', async () => (await leaseOwner()) === standby.ownerId);
  const position = await appendTicks(database.eventStore, 30, { streams: 3 });

  expect(
    await waitForProjections(database.db, {
      position,
      eventTypes: ['Ticked'],
      projections: [projection],
      timeoutMs: 5_000,
    }),
  ).toBe(true);
  expect(await total()).toBe(30);
  const [lag] = await holder.lag();
  expect(lag!.owner).toBe(standby.ownerId);
});
