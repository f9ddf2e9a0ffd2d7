import {
  type CommandExecutor,
  type JobProcessor,
  type JobQueue,
  JobRefusedError,
  NotFoundError,
  ValidationError,
  occurredAt,
} from '@notebook/kernel';
import type { ReaderPaidPeriodStarted, ReaderSubscriptions } from '@notebook/identity';
import type { Projection, Recorded } from '@notebook/read-models';
import type { PaymentOutcomes } from '../payments/payment-outcomes.service';
import type { PaymentRefundRequested, PaymentSucceeded } from '../payments/payment.events';
import type { ReceiptMails } from '../receipts/receipt-mails.service';
import type { PaymentRefunds } from '../refunds/payment-refunds.service';
import {
  RENEW_JOB,
  type SubscriptionRenewals,
  renewJob,
  renewalTimes,
} from '../renewals/subscription-renewals.service';
import { paymentWebhookCommands } from '../webhooks/payment-webhook.decider';
import type { PaymentWebhookReceived } from '../webhooks/payment-webhook.events';

/** The jobs of payments and subscriptions, by name: what the worker's processors are registered under. */
export const PaymentJobs = {
  applyWebhook: 'payments.applyWebhook',
  refund: 'payments.refund',
  receiptMail: 'payments.receiptMail',
  renew: RENEW_JOB,
  lapse: 'subscription.lapse',
} as const;

type Scheduling = PaymentWebhookReceived | ReaderPaidPeriodStarted | PaymentRefundRequested | PaymentSucceeded;

/**
 * Schedules from the log (a reactor, like the mock exams'): a verified webhook goes to the `payments`
 * queue with the provider's event id as `jobId`, so the same event is queued once whatever the
 * provider repeats; an admin's refund goes to the same queue, once per refund id; a payment that went
 * through gets its receipt e-mailed (once per payment, on the `mail` queue, so never behind webhooks);
 * a paid period gets its first renewal attempt before its end (renewals/) and a job at its end that
 * lapses it unless it was renewed. The webhook's HTTP call waits for this reactor, so a 200 to the
 * provider means the job is in Redis.
 */
export function paymentJobScheduler(jobs: JobQueue): Projection<Scheduling> {
  return {
    name: 'payment-jobs',
    version: 1,
    canHandle: ['PaymentWebhookReceived', 'ReaderPaidPeriodStarted', 'PaymentRefundRequested', 'PaymentSucceeded'],
    tables: [],
    async handle(events) {
      for (const event of events) await schedule(jobs, event);
    },
  };
}

async function schedule(jobs: JobQueue, event: Recorded<Scheduling>): Promise<void> {
  if (event.type === 'PaymentWebhookReceived') {
    const { providerEventID } = event.data;
    await jobs.schedule({
      queue: 'payments',
      name: PaymentJobs.applyWebhook,
      jobId: providerEventID,
      runAt: occurredAt(event),
      data: { providerEventID },
    });
    return;
  }
  if (event.type === 'PaymentSucceeded') {
    const { paymentID } = event.data;
    await jobs.schedule({
      queue: 'mail',
      name: PaymentJobs.receiptMail,
      jobId: `receipt-${paymentID}`,
      runAt: occurredAt(event),
      data: { paymentID },
    });
    return;
  }
  if (event.type === 'PaymentRefundRequested') {
    const { paymentID, refundID } = event.data;
    await jobs.schedule({
      queue: 'payments',
      name: PaymentJobs.refund,
      jobId: `refund-${refundID}`,
      runAt: occurredAt(event),
      data: { paymentID, refundID },
    });
    return;
  }
  const { userId: readerID, periodStart, periodEnd } = event.data;
  const [firstAttempt] = renewalTimes(new Date(periodStart), new Date(periodEnd));
  await jobs.schedule(renewJob({ readerID, periodStart, periodEnd, attempt: 0 }, firstAttempt!));
  await jobs.schedule({
    name: PaymentJobs.lapse,
    jobId: `${event.eventId}-lapse`,
    runAt: new Date(periodEnd),
    data: { readerID },
  });
}

/**
 * What the worker runs: apply a webhook to its payment (once, whatever the retries: the deciders
 * refuse a repeat), ask the provider for an admin's refund (keyed by its id), e-mail a receipt, renew
 * a period, and lapse a period that ended unrenewed. A refund that arrives before its payment's
 * success fails and is retried (with a growing delay) until the success is applied; a webhook that
 * can never apply is refused once (`refusedOnce`).
 */
export function paymentJobProcessors(
  executor: CommandExecutor,
  outcomes: PaymentOutcomes,
  subscriptions: ReaderSubscriptions,
  renewals: SubscriptionRenewals,
  refunds: PaymentRefunds,
  receiptMails: ReceiptMails,
): Record<string, JobProcessor> {
  return {
    [PaymentJobs.applyWebhook]: async ({ providerEventID }) => {
      const state = await paymentWebhookCommands.load(executor, providerEventID!);
      if (state.received) await refusedOnce(() => outcomes.applyWebhook(state.webhook));
    },
    [PaymentJobs.refund]: async ({ paymentID, refundID }) => {
      await refunds.send(paymentID!, refundID!);
    },
    [PaymentJobs.receiptMail]: async ({ paymentID }) => {
      await receiptMails.send(paymentID!);
    },
    [PaymentJobs.renew]: async ({ readerID, periodStart, periodEnd, attempt }) => {
      await renewals.renew({
        readerID: readerID!,
        periodStart: periodStart!,
        periodEnd: periodEnd!,
        attempt: Number(attempt),
      });
    },
    [PaymentJobs.lapse]: async ({ readerID }) => {
      await subscriptions.lapse(readerID!);
    },
  };
}

/**
 * A webhook its payment refuses (another amount or currency, ids naming different payments, a payment
 * we do not know) would be refused the same way on every retry: its job fails at once, with the
 * refusal as its reason. Anything else (the database away, a refund before its success) is retried.
 */
async function refusedOnce(apply: () => Promise<void>): Promise<void> {
  try {
    await apply();
  } catch (error) {
    if (error instanceof ValidationError || error instanceof NotFoundError) throw new JobRefusedError(error.message);
    throw error;
  }
}
