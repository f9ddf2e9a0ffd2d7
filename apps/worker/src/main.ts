import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import { applicationProjections, buildResources } from '@notebook/api';
import { loadConfig } from '@notebook/kernel';
import { ProjectionRunner } from '@notebook/read-models';

/** Keeps every read model up to date. Any number of workers may run: each projection has one active runner. */
async function main(): Promise<void> {
  const config = loadConfig();
  const resources = buildResources(config, { poolSize: 10 });
  const runner = new ProjectionRunner({
    db: resources.db,
    pool: resources.pool,
    eventStore: resources.eventStore,
    eventSchemas: resources.eventSchemas,
    projections: [...applicationProjections],
    ownerId: `worker-${hostname()}-${process.pid}-${randomUUID().slice(0, 8)}`,
    logger: console,
  });
  await runner.start();
  console.log(`Worker running ${applicationProjections.length} projections`);
  const shutdown = async () => {
    await runner.stop();
    await resources.close();
    process.exit(0);
  };
  process.once('SIGTERM', shutdown);
  process.once('SIGINT', shutdown);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
