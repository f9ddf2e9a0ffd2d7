/** `npm run migrate`: creates the database if needed and applies every pending migration of every module. */
import { migrateApplication } from '@notebook/api';
import { createKysely, createPool, ensureDatabaseExists, loadConfig } from '@notebook/kernel';

async function main(): Promise<void> {
  const url = loadConfig().DATABASE_URL;
  await ensureDatabaseExists(url);
  const db = createKysely<unknown>(createPool(url, 1));
  try {
    const applied = await migrateApplication(db);
    if (applied.length === 0) process.stdout.write('Database is up to date\n');
    for (const name of applied) process.stdout.write(`Applied ${name}\n`);
  } finally {
    await db.destroy();
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`Migration failed: ${String((error as Error).stack ?? error)}\n`);
  process.exit(1);
});
