import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Kysely, sql } from 'kysely';
import { createKysely, createPool } from '@notebook/kernel';
import { currentRunId, databaseUrl, testDatabasePrefix, withAdminPool } from '../../test/support/databases';
import { migrateToLatest } from './migrator';

/** An empty database (not the migrated template): every migration here runs from the start. */
const name = `${testDatabasePrefix(currentRunId())}migrator`;
let db: Kysely<unknown>;
let root: string;

/** A migration that records its own name, so the test sees the order migrations ran in. */
const recording = (name: string) =>
  `exports.up = async (db) => { await db.insertInto('migration_order').values({ name: '${name}' }).execute(); };
exports.down = async () => {};
`;

function folder(name: string, migrations: string[]): string {
  const path = join(root, name);
  mkdirSync(path);
  for (const migration of migrations) writeFileSync(join(path, `${migration}.js`), recording(migration));
  return path;
}

beforeAll(async () => {
  await withAdminPool((admin) => admin.query(`CREATE DATABASE ${name}`));
  db = createKysely<unknown>(createPool(databaseUrl(name), 2));
  await sql`CREATE TABLE migration_order (position serial PRIMARY KEY, name text NOT NULL)`.execute(db);
});
beforeEach(() => (root = mkdtempSync(join(tmpdir(), 'migrations-'))));
afterEach(() => rmSync(root, { recursive: true, force: true }));
afterAll(async () => {
  await db.destroy();
  await withAdminPool((admin) => admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
});

test("the modules' migrations run in one order of their names, after those already applied", async () => {
  const catalog = folder('catalog', ['2000000000001-TopicsTable', '2000000000003-TopicColour']);
  const search = folder('search', ['2000000000002-SearchTable']);

  const applied = await migrateToLatest(db, [catalog, search]);

  const order = await sql<{ name: string }>`SELECT name FROM migration_order ORDER BY position`.execute(db);
  // The infrastructure's own migrations (event store, checkpoints) come first: their names are older.
  expect(order.rows.map((row) => row.name)).toEqual([
    '2000000000001-TopicsTable',
    '2000000000002-SearchTable',
    '2000000000003-TopicColour',
  ]);
  expect(applied.slice(-3)).toEqual(order.rows.map((row) => row.name));
  expect(applied[0]).toBe('1763776800000-EventStore');
  expect(await migrateToLatest(db, [catalog, search])).toEqual([]);
});

test('a migration name in two folders is refused before anything runs', async () => {
  const one = folder('one', ['2000000000010-SameName']);
  const other = folder('other', ['2000000000010-SameName']);

  await expect(migrateToLatest(db, [one, other])).rejects.toThrow(/2000000000010-SameName is in both/);
  const ran = await sql<{
    name: string;
  }>`SELECT name FROM migration_order WHERE name = '2000000000010-SameName'`.execute(db);
  expect(ran.rows).toEqual([]);
});
