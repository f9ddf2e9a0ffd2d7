import { createKysely, createPool } from '@notebook/kernel';
import { migrateToLatest } from '@notebook/read-models';
import { TEMPLATE_DATABASE, databaseUrl, withAdminPool } from './databases';

/** Builds the migrated template database once for the whole jest run. */
export default async function globalSetup(): Promise<void> {
  await withAdminPool(async (admin) => {
    await admin.query(`DROP DATABASE IF EXISTS ${TEMPLATE_DATABASE} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${TEMPLATE_DATABASE}`);
    // Databases left behind by an interrupted run.
    const { rows } = await admin.query<{ datname: string }>(
      `SELECT datname FROM pg_database WHERE starts_with(datname, 'notebook_t_')`,
    );
    for (const { datname } of rows) await admin.query(`DROP DATABASE IF EXISTS "${datname}" WITH (FORCE)`);
  });
  const pool = createPool(databaseUrl(TEMPLATE_DATABASE), 2);
  const db = createKysely<unknown>(pool);
  try {
    await migrateToLatest(db);
  } finally {
    await db.destroy();
  }
}
