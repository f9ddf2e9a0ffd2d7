import { type JobProcessor, type JobQueue, occurredAt } from '@notebook/kernel';
import type { Projection } from '@notebook/read-models';
import type { PaymentRefundSent } from '../payments/payment.events';
import type { RefundMails } from './refund-mails.service';

export const REFUND_MAIL_JOB = 'payments.refundMail';

/**
 * Schedules the refund mail from the log: once the provider took a refund (PaymentRefundSent), the job
 * `payments.refundMail` goes on the `mail` queue with `jobId` `refund-mail-<refundID>`, so a refund is
 * mailed once whatever replays the event. The mail itself is keyed by the refund too (refund-mails.service.ts).
 */
export function refundMailScheduler(jobs: JobQueue): Projection<PaymentRefundSent> {
  return {
    name: 'refund-mail-jobs',
    version: 1,
    canHandle: ['PaymentRefundSent'],
    tables: [],
    async handle(events) {
      for (const event of events) {
        const { paymentID, refundID } = event.data;
        await jobs.schedule({
          queue: 'mail',
          name: REFUND_MAIL_JOB,
          jobId: `refund-mail-${refundID}`,
          runAt: occurredAt(event),
          data: { paymentID, refundID, refundedAt: occurredAt(event).toISOString() },
        });
      }
    },
  };
}

/** What the worker runs for it: RefundMails.send (safe to run twice: the mail job is keyed by the refund). */
export function refundMailProcessors(refundMails: RefundMails): Record<string, JobProcessor> {
  return {
    [REFUND_MAIL_JOB]: async ({ paymentID, refundID, refundedAt }) => {
      await refundMails.send({ paymentID: paymentID!, refundID: refundID!, refundedAt: new Date(refundedAt!) });
    },
  };
}
