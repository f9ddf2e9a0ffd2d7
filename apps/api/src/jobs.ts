import { Redis } from 'ioredis';
import {
  type JobProcessor,
  JobWorker,
  MailSender,
  type ModuleContainer,
  closeRedis,
  mailJobProcessor,
} from '@notebook/kernel';
import { createApplicationContext } from './application-context';
import { applicationModules } from './modules';
import { type ApplicationResources, jobQueuePrefix } from './resources';

/**
 * What runs each scheduled job, by job name: each module's processors (from its definition, over the
 * services the Nest container built, never a second copy of them) and the kernel's e-mail sending.
 */
export function applicationJobProcessors(container: ModuleContainer, mail: MailSender): Record<string, JobProcessor> {
  return Object.assign(
    {},
    ...applicationModules.map((module) => module.jobProcessors(container)),
    mailJobProcessor(mail),
  );
}

/** E-mail over SMTP_URL from MAIL_FROM; without SMTP_URL rendered and logged, not sent (quiet in tests). */
export function mailSenderOf(resources: ApplicationResources, logger: Pick<Console, 'log'> = console): MailSender {
  const { SMTP_URL, MAIL_FROM, NODE_ENV } = resources.config;
  return new MailSender({
    smtpUrl: SMTP_URL,
    from: MAIL_FROM,
    log: NODE_ENV === 'test' ? undefined : (line) => logger.log(line),
  });
}

export type RunningJobWorker = { close(): Promise<void> };

/**
 * Runs the application's scheduled jobs (the worker process; the test API in-process, over the API's
 * own container). Any number may run: BullMQ hands each job to one of them, and a job delivered twice
 * records nothing twice. Without a container it builds the application's (no HTTP) and closes it after.
 */
export async function startJobWorker(
  resources: ApplicationResources,
  options: { logger?: Pick<Console, 'error'>; container?: ModuleContainer } = {},
): Promise<RunningJobWorker> {
  const owned = options.container ? null : await createApplicationContext(resources);
  const container = options.container ?? owned!;
  const connection = new Redis(resources.config.REDIS_URL, { maxRetriesPerRequest: null });
  const logger = options.logger ?? console;
  const mail = mailSenderOf(resources);
  const worker = new JobWorker(
    connection,
    jobQueuePrefix(resources.config),
    applicationJobProcessors(container, mail),
    resources.clock,
    {
      onFailed: (job, error) =>
        logger.error(
          `Job ${job?.name ?? '?'} ${job?.id ?? ''} failed (attempt ${job?.attemptsMade ?? 0}): ${error.message}`,
        ),
    },
  );
  return {
    async close() {
      await worker.close();
      mail.close();
      await closeRedis(connection);
      await owned?.close();
    },
  };
}
