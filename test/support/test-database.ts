import { randomBytes } from 'node:crypto';
import { Kysely } from 'kysely';
import { Pool } from 'pg';
import { PostgresEventStore, createKysely, createPool } from '@notebook/kernel';
import type { Database } from '@notebook/read-models';
import { currentRunId, databaseUrl, templateDatabase, testDatabasePrefix, withAdminPool } from './databases';

export type TestDatabase = {
  name: string;
  url: string;
  pool: Pool;
  db: Kysely<Database>;
  eventStore: PostgresEventStore;
  /** Closes every connection and drops the database. */
  drop(): Promise<void>;
};

/** A fresh, migrated database of its own for one test file: a copy of the template. */
export async function createTestDatabase(
  options: { poolSize?: number; pollIntervalMs?: number } = {},
): Promise<TestDatabase> {
  const runId = currentRunId();
  const name = `${testDatabasePrefix(runId)}${randomBytes(5).toString('hex')}`;
  await withAdminPool((admin) => admin.query(`CREATE DATABASE ${name} TEMPLATE ${templateDatabase(runId)}`));
  const url = databaseUrl(name);
  const pool = createPool(url, options.poolSize ?? 10);
  const db = createKysely<Database>(pool);
  const eventStore = new PostgresEventStore(pool, url, { pollIntervalMs: options.pollIntervalMs ?? 200 });
  return {
    name,
    url,
    pool,
    db,
    eventStore,
    async drop() {
      await db.destroy();
      await withAdminPool((admin) => admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
    },
  };
}
