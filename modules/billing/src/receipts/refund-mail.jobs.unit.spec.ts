import { JobQueue, type JobRequest } from '@notebook/kernel';
import type { Recorded } from '@notebook/read-models';
import type { PaymentRefundSent } from '../payments/payment.events';
import { REFUND_MAIL_JOB, refundMailProcessors, refundMailScheduler } from './refund-mail.jobs';
import type { RefundMails } from './refund-mails.service';

class RecordingQueue extends JobQueue {
  readonly scheduled: JobRequest[] = [];
  async schedule(job: JobRequest) {
    this.scheduled.push(job);
  }
}

const sent = (refundID: string, at: string): Recorded<PaymentRefundSent> =>
  ({
    eventId: `e-${refundID}`,
    type: 'PaymentRefundSent',
    data: { paymentID: '0190b000-0000-7000-8000-000000000001', refundID },
    metadata: { occurredAt: at },
    schemaVersion: 1,
    streamName: 'payment-0190b000-0000-7000-8000-000000000001',
    revision: 3n,
    position: '1:1',
    createdAt: new Date(at),
  }) as unknown as Recorded<PaymentRefundSent>;

describe('the refund mail reactor', () => {
  test('each refund the provider took is one job on the mail queue, keyed by the refund', async () => {
    const jobs = new RecordingQueue();
    const reactor = refundMailScheduler(jobs);
    expect(reactor.canHandle).toEqual(['PaymentRefundSent']);
    const first = sent('0190b000-0000-7000-8000-0000000000a1', '2026-11-28T01:00:00.000Z');
    const second = sent('0190b000-0000-7000-8000-0000000000a2', '2026-11-28T02:00:00.000Z');
    await reactor.handle([first, second], undefined as never);
    expect(jobs.scheduled).toEqual([
      {
        queue: 'mail',
        name: REFUND_MAIL_JOB,
        jobId: 'refund-mail-0190b000-0000-7000-8000-0000000000a1',
        runAt: new Date('2026-11-28T01:00:00.000Z'),
        data: {
          paymentID: '0190b000-0000-7000-8000-000000000001',
          refundID: '0190b000-0000-7000-8000-0000000000a1',
          refundedAt: '2026-11-28T01:00:00.000Z',
        },
      },
      expect.objectContaining({ jobId: 'refund-mail-0190b000-0000-7000-8000-0000000000a2' }),
    ]);
  });

  test('the job hands the refund and its date to RefundMails', async () => {
    const calls: unknown[] = [];
    const processors = refundMailProcessors({ send: async (input) => void calls.push(input) } as RefundMails);
    await processors[REFUND_MAIL_JOB]!({ paymentID: 'p', refundID: 'r', refundedAt: '2026-11-28T01:00:00.000Z' });
    expect(calls).toEqual([{ paymentID: 'p', refundID: 'r', refundedAt: new Date('2026-11-28T01:00:00.000Z') }]);
  });
});
