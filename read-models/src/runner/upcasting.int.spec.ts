import { sql } from 'kysely';
import { z } from 'zod';
import { EventSchemaRegistry, defineEvent } from '@notebook/kernel';
import { createTestDatabase, TestDatabase } from '../../../test/support/test-database';
import { buildIntoSchema } from './as-of-build';
import { waitForProjections } from './await-projections';
import type { Projection } from './projection';
import type { ProjectionRunner } from './projection-runner';
import { tableRows } from './testing/counter-projection';
import { testRunner } from './testing/test-runner';

/**
 * Events stored at an older schema version reach a projection in the current shape, live and in a
 * rebuild. `TestItemTitled` is a test-only event at version 2: version 1 called the field `name`.
 */
const eventSchemas = new EventSchemaRegistry([
  defineEvent('TestItemTitled', z.strictObject({ n: z.number().int(), title: z.string() }), {
    version: 2,
    upcast: { 1: (v1: { n: number; name: string }) => ({ n: v1.n, title: v1.name }) },
  }),
]);

const titlesProjection: Projection = {
  name: 'test-titles',
  version: 1,
  canHandle: ['TestItemTitled'],
  tables: ['test_title'],
  async handle(events, trx) {
    for (const event of events) {
      const data = event.data as { n: number; title: string };
      await sql`INSERT INTO test_title (n, title, schema_version) VALUES (${data.n}, ${data.title}, ${event.schemaVersion})`.execute(
        trx,
      );
    }
  },
};

let database: TestDatabase;
let runner: ProjectionRunner | null = null;
beforeEach(async () => {
  database = await createTestDatabase();
  await sql`CREATE TABLE test_title (n integer NOT NULL, title text NOT NULL, schema_version integer NOT NULL, CONSTRAINT test_title_pkey PRIMARY KEY (n))`.execute(
    database.db,
  );
});
afterEach(async () => {
  await runner?.stop();
  runner = null;
  await database.drop();
});

async function appendBothVersions(): Promise<string> {
  await database.eventStore.appendToStream(
    'testItem-1',
    [{ type: 'TestItemTitled', data: { n: 1, name: 'Stored at v1' } }],
    { expectedRevision: 'no_stream' },
  );
  const { position } = await database.eventStore.appendToStream(
    'testItem-2',
    [{ type: 'TestItemTitled', data: { n: 2, title: 'Stored at v2' }, schemaVersion: 2 }],
    {
      expectedRevision: 'no_stream',
    },
  );
  return position;
}

const EXPECTED = [
  { n: 1, title: 'Stored at v1', schema_version: 2 },
  { n: 2, title: 'Stored at v2', schema_version: 2 },
];

test('the runner hands a projection version-1 events upcast to the version-2 shape', async () => {
  const position = await appendBothVersions();
  runner = testRunner(database, [titlesProjection], { eventSchemas });
  runner.start();

  expect(
    await waitForProjections(database.db, {
      position,
      eventTypes: ['TestItemTitled'],
      projections: [titlesProjection],
      timeoutMs: 10_000,
    }),
  ).toBe(true);
  expect(await tableRows(database.db, 'public', 'test_title')).toEqual(EXPECTED);
  const [stored] = await database.eventStore.readStream('testItem-1');
  expect(stored).toMatchObject({ schemaVersion: 1, data: { n: 1, name: 'Stored at v1' } }); // the log is never edited
});

test('a rebuild (replay, as-of build) upcasts the same way', async () => {
  await appendBothVersions();
  await buildIntoSchema({
    db: database.db,
    eventStore: database.eventStore,
    eventSchemas,
    projections: [titlesProjection],
    schema: 'upcast_build',
  });

  expect(await tableRows(database.db, 'upcast_build', 'test_title')).toEqual(EXPECTED);
});
