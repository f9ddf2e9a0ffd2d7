import { Pool } from 'pg';

/** The server every test talks to; CI and developers' machines run PostgreSQL here. */
export const POSTGRES_ADMIN_URL = process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/**
 * Each jest run has an id (base-36 milliseconds, set by global setup and inherited by the workers),
 * so runs started side by side never touch each other's databases.
 */
export const RUN_ID_VARIABLE = 'NOTEBOOK_TEST_RUN_ID';

export function currentRunId(): string {
  const runId = process.env[RUN_ID_VARIABLE];
  if (!runId) throw new Error(`${RUN_ID_VARIABLE} is not set: run tests through jest (its global setup sets it)`);
  return runId;
}

/** Migrated once per run; every test file copies it (CREATE DATABASE ... TEMPLATE). */
export const templateDatabase = (runId: string) => `notebook_tpl_${runId}`;
export const testDatabasePrefix = (runId: string) => `notebook_t_${runId}_`;

/** Databases of runs that started this long ago are leftovers of an interrupted run. */
const STALE_AFTER_MS = 6 * 60 * 60 * 1000;

export function isStaleTestDatabase(name: string, now = Date.now()): boolean {
  const match = /^notebook_(?:t|tpl)_([0-9a-z]+)(?:_|$)/.exec(name);
  if (!match) return false;
  return now - parseInt(match[1]!, 36) > STALE_AFTER_MS;
}

export function databaseUrl(name: string): string {
  const url = new URL(POSTGRES_ADMIN_URL);
  url.pathname = `/${name}`;
  return url.toString();
}

export async function withAdminPool<T>(work: (pool: Pool) => Promise<T>): Promise<T> {
  const pool = new Pool({ connectionString: POSTGRES_ADMIN_URL, max: 1 });
  try {
    return await work(pool);
  } finally {
    await pool.end();
  }
}

export async function dropDatabases(pool: Pool, names: readonly string[]): Promise<void> {
  for (const name of names) await pool.query(`DROP DATABASE IF EXISTS "${name.replace(/"/g, '""')}" WITH (FORCE)`);
}
