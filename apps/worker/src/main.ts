import { application, buildResources, startProjectionRunner } from '@notebook/api';
import { loadConfig } from '@notebook/kernel';

/** Keeps every read model up to date. Any number of workers may run: each projection has one active runner. */
async function main(): Promise<void> {
  const config = loadConfig();
  const resources = buildResources(config, { poolSize: 10 });
  const runner = startProjectionRunner(resources, { role: 'worker' });
  console.log(`Worker running ${application.projections.length} projections`);
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
