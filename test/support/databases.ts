import { Pool } from 'pg';

/** The server every test talks to; CI and developers' machines run PostgreSQL here. */
export const POSTGRES_ADMIN_URL = process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
/** Migrated once per `npm test` run; every test file copies it (CREATE DATABASE ... TEMPLATE). */
export const TEMPLATE_DATABASE = 'notebook_test_template';

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
