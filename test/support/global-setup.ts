import { createKysely, createPool } from '@notebook/kernel';
import { migrateApplication } from '@notebook/api';
import {
  RUN_ID_VARIABLE,
  databaseUrl,
  dropDatabases,
  isStaleTestDatabase,
  templateDatabase,
  withAdminPool,
} from './databases';

/** Builds this run's migrated template database, and clears databases left by long-dead runs. */
export default async function globalSetup(): Promise<void> {
  // Both the int and e2e projects have this setup; one template serves the whole run.
  if (process.env[RUN_ID_VARIABLE]) return;
  const runId = Date.now().toString(36);
  process.env[RUN_ID_VARIABLE] = runId;
  const template = templateDatabase(runId);
  await withAdminPool(async (admin) => {
    const { rows } = await admin.query<{ datname: string }>(
      `SELECT datname FROM pg_database WHERE starts_with(datname, 'notebook_t')`,
    );
    await dropDatabases(
      admin,
      rows.map((row) => row.datname).filter((name) => isStaleTestDatabase(name)),
    );
    await admin.query(`CREATE DATABASE ${template}`);
  });
  const db = createKysely<unknown>(createPool(databaseUrl(template), 2));
  try {
    await migrateApplication(db);
  } finally {
    await db.destroy();
  }
}
