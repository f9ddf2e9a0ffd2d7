import { Kysely, PostgresDialect } from 'kysely';
import { Pool, types } from 'pg';

// bigint columns (event positions, counts) arrive as text; parse int8 only where safe, in code.
types.setTypeParser(types.builtins.INT8, (value) => value);

export function createPool(connectionString: string, max = 10): Pool {
  const pool = new Pool({
    connectionString,
    max,
    // A forgotten open transaction holds locks and old row versions; an append left open also
    // holds back every subscriber (the committed fence).
    options: '-c idle_in_transaction_session_timeout=30000',
  });
  pool.on('error', () => {
    // An idle client lost its connection; the pool replaces it on next use.
  });
  // While a client is checked out the pool takes its own 'error' listener off, so a connection cut
  // between two statements of a transaction (the server restarting) would throw from an event no one
  // listens to and end the process. The statement in flight rejects on its own, and the pool drops
  // the broken client when it is released.
  pool.on('connect', (client) => client.on('error', () => undefined));
  return pool;
}

export function createKysely<DB>(pool: Pool): Kysely<DB> {
  return new Kysely<DB>({ dialect: new PostgresDialect({ pool }) });
}

/** Creates the database named in the URL if it does not exist yet (for a first `npm start`). */
export async function ensureDatabaseExists(connectionString: string): Promise<void> {
  const url = new URL(connectionString);
  const name = decodeURIComponent(url.pathname.slice(1));
  if (!name) return;
  url.pathname = '/postgres';
  const admin = new Pool({ connectionString: url.toString(), max: 1 });
  try {
    const { rowCount } = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (!rowCount) await admin.query(`CREATE DATABASE "${name.replace(/"/g, '""')}"`);
  } catch (error) {
    if ((error as { code?: string }).code !== '42P04') throw error; // created meanwhile
  } finally {
    await admin.end();
  }
}
