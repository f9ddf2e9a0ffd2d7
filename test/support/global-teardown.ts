import { RUN_ID_VARIABLE, dropDatabases, templateDatabase, testDatabasePrefix, withAdminPool } from './databases';

/** Drops this run's template and any test database a crashed test file left behind. */
export default async function globalTeardown(): Promise<void> {
  const runId = process.env[RUN_ID_VARIABLE];
  if (!runId) return;
  await withAdminPool(async (admin) => {
    const { rows } = await admin.query<{ datname: string }>(
      `SELECT datname FROM pg_database WHERE starts_with(datname, $1)`,
      [testDatabasePrefix(runId)],
    );
    await dropDatabases(admin, [templateDatabase(runId), ...rows.map((row) => row.datname)]);
  });
}
