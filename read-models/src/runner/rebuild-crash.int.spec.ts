import { ChildProcess, spawn } from 'node:child_process';
import { join } from 'node:path';
import { sql } from 'kysely';
import { createTestDatabase, TestDatabase } from '../../../test/support/test-database';
import { buildIntoSchema } from './as-of-build';
import { waitForProjections } from './await-projections';
import type { Projection } from './projection';
import { shadowSchemaName } from './shadow-tables';
import {
  appendTicks,
  COUNTER_TABLES,
  counterProjection,
  createCounterTables,
  tableRows,
} from './testing/counter-projection';
import { eventually } from './testing/eventually';
import { noEventSchemas, testRunner } from './testing/test-runner';

const EVENTS = 3_000;
const REPO_ROOT = join(__dirname, '../../..');

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
  await createCounterTables(database.db);
});
afterAll(() => database.drop());

async function projectAll(projection: Projection, position: string): Promise<void> {
  const runner = testRunner(database, [projection], { batchSize: 500 });
  runner.start();
  try {
    const done = await waitForProjections(database.db, {
      position,
      eventTypes: ['Ticked'],
      projections: [projection],
      timeoutMs: 30_000,
    });
    if (!done) throw new Error(`${projection.name} v${projection.version} did not reach ${position}`);
  } finally {
    await runner.stop();
  }
}

async function tablesIn(schema: string): Promise<Record<string, unknown[]>> {
  const tables: Record<string, unknown[]> = {};
  for (const table of COUNTER_TABLES) tables[table] = await tableRows(database.db, schema, table);
  return tables;
}

function startChild(env: Record<string, string>): { child: ChildProcess; stderr: () => string } {
  let stderr = '';
  const child = spawn(
    process.execPath,
    ['-r', '@swc-node/register', join(__dirname, 'testing/projection-process.ts')],
    {
      cwd: REPO_ROOT,
      env: { ...process.env, DATABASE_URL: database.url, ...env },
      stdio: ['ignore', 'ignore', 'pipe'],
    },
  );
  child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  return { child, stderr: () => stderr };
}

async function rebuildApplied(projection: Projection): Promise<number | null> {
  const row = await database.db
    .selectFrom('projection_rebuild')
    .select('events_applied')
    .where('projection_name', '=', projection.name)
    .where('target_schema', '=', shadowSchemaName(projection.name))
    .executeTakeFirst();
  return row ? Number(row.events_applied) : null;
}

test('a rebuild killed mid-way (SIGKILL) resumes after a restart and ends equal to a clean full rebuild', async () => {
  const head = await appendTicks(database.eventStore, EVENTS, { streams: 40, perAppend: 50 });
  await projectAll(counterProjection({ version: 1 }), head);
  const v1Tables = await tablesIn('public');
  const v2 = counterProjection({ version: 2 });

  const { child, stderr } = startChild({ COUNTER_VERSION: '2', BATCH_SIZE: '50', BATCH_DELAY_MS: '10' });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  try {
    await eventually(
      'the child to be part-way through the rebuild',
      async () => ((await rebuildApplied(v2)) ?? 0) >= 500,
      30_000,
    );
  } catch (error) {
    throw new Error(`${String(error)}\nchild stderr:\n${stderr()}`);
  } finally {
    child.kill('SIGKILL');
    await exited;
  }

  const checkpoint = await database.db.selectFrom('projection_checkpoint').selectAll().executeTakeFirstOrThrow();
  expect(checkpoint.projection_version).toBe(1);
  expect(await rebuildApplied(v2)).toBeLessThan(EVENTS);
  expect(await tablesIn('public')).toEqual(v1Tables);

  const info = jest.fn();
  const restarted = testRunner(database, [v2], { batchSize: 500, logger: { info, warn: jest.fn(), error: jest.fn() } });
  restarted.start();
  try {
    expect(
      await waitForProjections(database.db, {
        position: head,
        eventTypes: ['Ticked'],
        projections: [v2],
        timeoutMs: 30_000,
      }),
    ).toBe(true);
  } finally {
    await restarted.stop();
  }

  expect(info).not.toHaveBeenCalledWith(expect.stringContaining('rebuilding version 2'));
  await buildIntoSchema({
    db: database.db,
    eventStore: database.eventStore,
    eventSchemas: noEventSchemas,
    projections: [v2],
    schema: 'clean_build',
  });
  expect(await tablesIn('public')).toEqual(await tablesIn('clean_build'));
  const { rows } = await sql<{ total: number }>`SELECT total FROM test_counter_total`.execute(database.db);
  expect(rows).toEqual([{ total: EVENTS }]);
});
