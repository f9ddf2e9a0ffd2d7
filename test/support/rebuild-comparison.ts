import { sql } from 'kysely';
import { applicationEventSchemas, applicationProjections } from '@notebook/api';
import { type Projection, buildIntoSchema, projectionLag } from '@notebook/read-models';
import type { TestDatabase } from './test-database';

/** Where the log is replayed for the comparison; dropped after. */
const REBUILD_SCHEMA = 'fault_rebuild';

/** Only the projections with tables: reactors keep no rows, they schedule jobs. */
const readModels: readonly Projection[] = applicationProjections.filter((projection) => projection.tables.length > 0);

/**
 * Replays the whole log into copies of every read-model table (the machinery of `npm run replay
 * --until`) and returns, per table that differs from its live table, the rows found on one side only
 * (as a multiset: a row doubled live counts). Empty: every read model equals a rebuild from the log.
 * The live read models must have caught up first (`untilReadModelsCaughtUp`).
 */
export async function readModelsDifferingFromRebuild(database: TestDatabase): Promise<Record<string, number>> {
  const { db, eventStore } = database;
  await buildIntoSchema({
    db,
    eventStore,
    eventSchemas: applicationEventSchemas,
    projections: readModels,
    schema: REBUILD_SCHEMA,
  });
  try {
    const differing: Record<string, number> = {};
    for (const table of readModels.flatMap((projection) => projection.tables)) {
      const rowsOnOneSide = await rowsNotInBoth(database, table);
      if (rowsOnOneSide > 0) differing[table] = rowsOnOneSide;
    }
    return differing;
  } finally {
    await sql`DROP SCHEMA IF EXISTS ${sql.id(REBUILD_SCHEMA)} CASCADE`.execute(db);
    await db.deleteFrom('projection_rebuild').where('target_schema', '=', REBUILD_SCHEMA).execute();
  }
}

/** Rows compared as their text, so json columns (which have no equality) compare too. */
async function rowsNotInBoth(database: TestDatabase, table: string): Promise<number> {
  const live = sql`SELECT row_value::text AS row_text FROM ${sql.id('public', table)} AS row_value`;
  const rebuilt = sql`SELECT row_value::text AS row_text FROM ${sql.id(REBUILD_SCHEMA, table)} AS row_value`;
  const { rows } = await sql<{ n: number }>`
    SELECT count(*)::int AS n FROM ((${live} EXCEPT ALL ${rebuilt}) UNION ALL (${rebuilt} EXCEPT ALL ${live})) AS differing
  `.execute(database.db);
  return rows[0]!.n;
}

/**
 * Waits, bounded, until every read model shows every event of the log so far. One projection at a
 * time: the PostgreSQL server is shared, and the suite keeps its own connections few.
 */
export async function untilReadModelsCaughtUp(database: TestDatabase, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const behind = await projectionsBehind(database);
    if (behind.length === 0) return;
    if (Date.now() > deadline) throw new Error(`Read models still behind after ${timeoutMs} ms: ${behind.join(', ')}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

async function projectionsBehind(database: TestDatabase): Promise<string[]> {
  const behind: string[] = [];
  for (const projection of applicationProjections) {
    const [lag] = await projectionLag(database.db, database.eventStore, [projection]);
    if (lag!.eventsBehind > 0 || lag!.checkpointVersion !== lag!.version) behind.push(projection.name);
  }
  return behind;
}
