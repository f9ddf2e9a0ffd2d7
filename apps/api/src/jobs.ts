import { Redis } from 'ioredis';
import { CommandExecutor, type JobProcessor, JobWorker } from '@notebook/kernel';
import { mockExamJobProcessors } from '@notebook/mock-exams';
import { type ApplicationResources, jobQueuePrefix } from './resources';

/** What runs each scheduled job, by job name: every module that schedules work adds its processors here. */
export function applicationJobProcessors(resources: ApplicationResources): Record<string, JobProcessor> {
  const executor = new CommandExecutor(resources.eventStore, resources.eventSchemas, resources.projectionAwaiter, resources.clock);
  return { ...mockExamJobProcessors(executor, resources.clock) };
}

export type RunningJobWorker = { close(): Promise<void> };

/**
 * Runs the application's scheduled jobs (the worker process; the test API in-process). Any number
 * may run: BullMQ hands each job to one of them, and a job delivered twice records nothing twice.
 */
export function startJobWorker(resources: ApplicationResources, options: { logger?: Pick<Console, 'error'> } = {}): RunningJobWorker {
  const connection = new Redis(resources.config.REDIS_URL, { maxRetriesPerRequest: null });
  const logger = options.logger ?? console;
  const worker = new JobWorker(connection, jobQueuePrefix(resources.config), applicationJobProcessors(resources), resources.clock, {
    onFailed: (job, error) => logger.error(`Job ${job?.name ?? '?'} ${job?.id ?? ''} failed (attempt ${job?.attemptsMade ?? 0}): ${error.message}`),
  });
  return {
    async close() {
      await worker.close();
      connection.disconnect();
    },
  };
}
