import { createHash } from 'node:crypto';
import { QueryExecutorProvider, sql } from 'kysely';

/**
 * Copies of read-model tables in another schema, and the swap that puts them in place of the live
 * ones. A copy is `LIKE public.t INCLUDING ALL` (columns, defaults, identity, checks, indexes),
 * with its indexes renamed to the live names so handlers that name a constraint
 * (`ON CONFLICT ON CONSTRAINT ...`) and later migrations keep working after the swap.
 * Not copied: foreign keys, triggers, grants; read-model tables should not rely on them.
 */

/** Where a projection's swap-in rebuild is built; one schema per projection. */
export function shadowSchemaName(projectionName: string): string {
  const readable = projectionName
    .toLowerCase()
    .replace(/[^a-z0-9_]/g, '_')
    .slice(0, 40);
  const hash = createHash('sha1').update(projectionName).digest('hex').slice(0, 8);
  return `rebuild_${readable}_${hash}`;
}

/** `as_of_<yyyymmddhhmm>` in UTC: the schema an as-of build is left in for analysts. */
export function asOfSchemaName(until: Date): string {
  const digits = until.toISOString().slice(0, 16).replace(/\D/g, '');
  return `as_of_${digits}`;
}

/** (Re)creates empty copies of `tables` in `schema`, replacing copies that were there. */
export async function copyTables(trx: QueryExecutorProvider, schema: string, tables: readonly string[]): Promise<void> {
  await sql`CREATE SCHEMA IF NOT EXISTS ${sql.id(schema)}`.execute(trx);
  for (const table of tables) {
    await assertLiveTableExists(trx, table);
    await sql`DROP TABLE IF EXISTS ${sql.id(schema, table)}`.execute(trx);
    await sql`CREATE TABLE ${sql.id(schema, table)} (LIKE ${sql.id('public', table)} INCLUDING ALL)`.execute(trx);
    await renameIndexesLikeLive(trx, schema, table);
  }
}

/** Replaces the live tables by the copies in `schema`, then drops the emptied schema. */
export async function swapTablesIn(
  trx: QueryExecutorProvider,
  schema: string,
  tables: readonly string[],
): Promise<void> {
  if (tables.length > 0) {
    const live = sql.join(tables.map((table) => sql.id('public', table)));
    await sql`DROP TABLE IF EXISTS ${live}`.execute(trx);
    for (const table of tables) {
      await sql`ALTER TABLE ${sql.id(schema, table)} SET SCHEMA public`.execute(trx);
    }
  }
  await dropSchema(trx, schema);
}

export async function dropSchema(trx: QueryExecutorProvider, schema: string): Promise<void> {
  await sql`DROP SCHEMA IF EXISTS ${sql.id(schema)} CASCADE`.execute(trx);
}

async function assertLiveTableExists(trx: QueryExecutorProvider, table: string): Promise<void> {
  const { rows } = await sql<{
    found: string | null;
  }>`SELECT to_regclass(${`public.${quoteIdent(table)}`})::text AS found`.execute(trx);
  if (!rows[0]?.found) {
    throw new Error(
      `Read-model table public.${table} does not exist: create it in a migration before its projection runs`,
    );
  }
}

type IndexShape = { name: string; shape: string };

async function renameIndexesLikeLive(trx: QueryExecutorProvider, schema: string, table: string): Promise<void> {
  const live = await indexShapes(trx, 'public', table);
  const copy = await indexShapes(trx, schema, table);
  const renames = pairByShape(live, copy).filter(({ from, to }) => from !== to);
  // Two passes, so a copy may take a name another copy still has.
  for (const [step, rename] of renames.entries()) {
    await sql`ALTER INDEX ${sql.id(schema, rename.from)} RENAME TO ${sql.id(`shadow_index_${step}`)}`.execute(trx);
  }
  for (const [step, rename] of renames.entries()) {
    await sql`ALTER INDEX ${sql.id(schema, `shadow_index_${step}`)} RENAME TO ${sql.id(rename.to)}`.execute(trx);
  }
}

/** An index's definition without its name and table, so a copy matches its original. */
async function indexShapes(trx: QueryExecutorProvider, schema: string, table: string): Promise<IndexShape[]> {
  const { rows } = await sql<IndexShape>`
    SELECT index_class.relname AS name,
           regexp_replace(pg_get_indexdef(i.indexrelid), '^CREATE (UNIQUE )?INDEX \\S+ ON (ONLY )?\\S+ ', 'CREATE \\1INDEX ON ') AS shape
    FROM pg_index i
    JOIN pg_class index_class ON index_class.oid = i.indexrelid
    WHERE i.indrelid = to_regclass(${`${quoteIdent(schema)}.${quoteIdent(table)}`})
    ORDER BY index_class.relname
  `.execute(trx);
  return rows;
}

function pairByShape(live: IndexShape[], copy: IndexShape[]): Array<{ from: string; to: string }> {
  const unclaimed = [...live];
  const pairs: Array<{ from: string; to: string }> = [];
  for (const index of copy) {
    const match = unclaimed.findIndex((candidate) => candidate.shape === index.shape);
    if (match === -1) continue;
    pairs.push({ from: index.name, to: unclaimed[match]!.name });
    unclaimed.splice(match, 1);
  }
  return pairs;
}

function quoteIdent(name: string): string {
  return `"${name.replace(/"/g, '""')}"`;
}
