import { Redis } from 'ioredis';
import {
  type PaymentGateway,
  PaymentOutcomes,
  PaymentQueries,
  PaymentRefunds,
  ReceiptMails,
  Receipts,
  receiptIssuerOf,
  SubscriptionRenewals,
  createSandboxProvider,
  paymentGatewayOf,
  paymentJobProcessors,
} from '@notebook/billing';
import { createReaderSubscriptions } from '@notebook/identity';
import { CommandExecutor, type JobProcessor, JobWorker, MailSender, mailJobProcessor } from '@notebook/kernel';
import { mockExamJobProcessors } from '@notebook/mock-exams';
import { type ApplicationResources, jobQueuePrefix } from './resources';

/** Parts a test may replace (a payment gateway that crashes the process at a chosen moment). */
export type JobOverrides = { gateway?: PaymentGateway };

/** What runs each scheduled job, by job name: every module that schedules work adds its processors here. */
export function applicationJobProcessors(
  resources: ApplicationResources,
  mail: MailSender,
  overrides: JobOverrides = {},
): Record<string, JobProcessor> {
  const executor = new CommandExecutor(
    resources.eventStore,
    resources.eventSchemas,
    resources.projectionAwaiter,
    resources.clock,
  );
  const { db, redis, clock, config } = resources;
  const subscriptions = createReaderSubscriptions({ executor, clock, redis, config });
  const payments = new PaymentQueries(db);
  const outcomes = new PaymentOutcomes(executor, subscriptions, clock, (id) => payments.paymentIdOf(id));
  // The worker's sandbox records its webhooks; the API's sandbox delivers them (it knows where the API listens).
  const gateway = overrides.gateway ?? paymentGatewayOf(createSandboxProvider(db, clock, config), db, clock, config);
  const renewals = new SubscriptionRenewals(executor, gateway, outcomes, resources.jobs, clock, {
    publicBaseUrl: config.PUBLIC_BASE_URL,
  });
  const receiptMails = new ReceiptMails(
    executor,
    new Receipts(payments, receiptIssuerOf(config)),
    payments,
    resources.jobs,
    clock,
    config.PUBLIC_BASE_URL,
  );
  return {
    ...mockExamJobProcessors(executor, clock),
    ...paymentJobProcessors(
      executor,
      outcomes,
      subscriptions,
      renewals,
      new PaymentRefunds(executor, gateway, payments),
      receiptMails,
    ),
    ...mailJobProcessor(mail),
  };
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
 * Runs the application's scheduled jobs (the worker process; the test API in-process). Any number
 * may run: BullMQ hands each job to one of them, and a job delivered twice records nothing twice.
 */
export function startJobWorker(
  resources: ApplicationResources,
  options: { logger?: Pick<Console, 'error'> } & JobOverrides = {},
): RunningJobWorker {
  const connection = new Redis(resources.config.REDIS_URL, { maxRetriesPerRequest: null });
  const logger = options.logger ?? console;
  const mail = mailSenderOf(resources);
  const worker = new JobWorker(
    connection,
    jobQueuePrefix(resources.config),
    applicationJobProcessors(resources, mail, options),
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
      connection.disconnect();
    },
  };
}
