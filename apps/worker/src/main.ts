import { buildResources, startJobWorker, startProjectionRunner } from '@notebook/api';
import { loadConfig } from '@notebook/kernel';

/**
 * Keeps every read model up to date and runs the scheduled jobs (mock exams opening and closing,
 * attempts submitted at their deadline). Any number of workers may run: each projection has one
 * active runner, and BullMQ gives each job to one worker.
 */
async function main(): Promise<void> {
  const config = loadConfig();
  const resources = buildResources(config, { poolSize: 10 });
  const runner = startProjectionRunner(resources, { role: 'worker' });
  const jobs = await startJobWorker(resources);
  console.log(`Worker running ${resources.projections.length} projections and the job queue`);
  const shutdown = async () => {
    await jobs.close();
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
