import { randomUUID } from 'node:crypto';
import type { ReaderPaidPeriodStarted } from '@notebook/identity';
import { reactorSpec } from '../../../../test/support/reactor-spec';
import type { PaymentRefundRequested, PaymentSucceeded } from '../payments/payment.events';
import { renewJob } from '../renewals/subscription-renewals.service';
import type { PaymentWebhookReceived } from '../webhooks/payment-webhook.events';
import { PaymentJobs, paymentJobScheduler } from './payment.jobs';

const spec = reactorSpec((jobs) => paymentJobScheduler(jobs));

const webhook = (providerEventID: string): PaymentWebhookReceived => ({
  type: 'PaymentWebhookReceived',
  data: {
    providerEventID,
    kind: 'payment_intent.succeeded',
    providerPaymentID: 'pi_spec',
    paymentID: randomUUID(),
    amountCents: 14900,
    currency: 'aud',
    refundedCents: null,
    failureReason: null,
  },
});
const succeeded = (paymentID: string): PaymentSucceeded => ({
  type: 'PaymentSucceeded',
  data: { paymentID, paidAt: '2026-01-01T00:00:00.000Z', providerEventID: 'evt_paid' },
});
const refundRequested = (paymentID: string, refundID: string): PaymentRefundRequested => ({
  type: 'PaymentRefundRequested',
  data: { paymentID, refundID, amountCents: 5000, reason: 'Asked in time' },
});
const periodStarted = (userId: string, periodStart: string, periodEnd: string): ReaderPaidPeriodStarted => ({
  type: 'ReaderPaidPeriodStarted',
  data: { userId, pricingPlanID: randomUUID(), paymentID: randomUUID(), periodStart, periodEnd },
});

describe('payment jobs (reactor)', () => {
  it("a verified webhook goes to the payments queue under the provider's event id, once however often the provider sends it", async () => {
    const [first] = await spec.given(webhook('evt_1'));
    // Even recorded a second time (the webhook stream refuses that), the provider's event is queued once.
    const [again] = await spec.given(webhook('evt_1'));
    await spec.redeliver(again!);

    expect(await spec.jobs()).toEqual([
      {
        queue: 'payments',
        name: PaymentJobs.applyWebhook,
        jobId: 'evt_1',
        runAt: first!.metadata.occurredAt,
        data: { providerEventID: 'evt_1' },
      },
    ]);
  });

  it('a payment that went through gets its receipt e-mailed, once per payment, on the mail queue (never behind webhooks)', async () => {
    const paymentID = randomUUID();
    const batch = await spec.given(succeeded(paymentID));
    await spec.redeliver(...batch);

    expect(await spec.jobs()).toEqual([
      {
        queue: 'mail',
        name: PaymentJobs.receiptMail,
        jobId: `receipt-${paymentID}`,
        runAt: batch[0]!.metadata.occurredAt,
        data: { paymentID },
      },
    ]);
  });

  it("an admin's refund goes to the payments queue once per refund id; a second refund of the same payment is its own job", async () => {
    const [paymentID, first, second] = [randomUUID(), randomUUID(), randomUUID()];
    const batch = await spec.given(refundRequested(paymentID, first));
    await spec.redeliver(...batch);
    await spec.given(refundRequested(paymentID, second));

    expect((await spec.jobs()).map(({ queue, name, jobId, data }) => ({ queue, name, jobId, data }))).toEqual([
      { queue: 'payments', name: PaymentJobs.refund, jobId: `refund-${first}`, data: { paymentID, refundID: first } },
      { queue: 'payments', name: PaymentJobs.refund, jobId: `refund-${second}`, data: { paymentID, refundID: second } },
    ]);
  });

  it('a paid period gets its first renewal three days before its end and a lapse at its end, once', async () => {
    const readerID = randomUUID();
    const [periodStart, periodEnd] = ['2026-01-01T00:00:00.000Z', '2026-04-01T00:00:00.000Z'];
    const batch = await spec.given(periodStarted(readerID, periodStart, periodEnd));
    await spec.redeliver(...batch);

    expect(await spec.jobs()).toEqual([
      {
        queue: 'notebook-jobs',
        name: PaymentJobs.renew,
        // The id the renewals schedule later attempts under: one attempt of one period is one job.
        jobId: renewJob({ readerID, periodStart, periodEnd, attempt: 0 }, new Date()).jobId,
        runAt: '2026-03-29T00:00:00.000Z',
        data: { readerID, periodStart, periodEnd, attempt: '0' },
      },
      {
        queue: 'notebook-jobs',
        name: PaymentJobs.lapse,
        jobId: `${batch[0]!.eventId}-lapse`,
        runAt: periodEnd,
        data: { readerID },
      },
    ]);
  });

  it('a period shorter than twelve days is first renewed a quarter of it before its end', async () => {
    await spec.given(periodStarted(randomUUID(), '2026-01-01T00:00:00.000Z', '2026-01-02T00:00:00.000Z'));

    expect((await spec.jobs()).map((job) => `${job.name}@${job.runAt}`)).toEqual([
      `${PaymentJobs.renew}@2026-01-01T18:00:00.000Z`,
      `${PaymentJobs.lapse}@2026-01-02T00:00:00.000Z`,
    ]);
  });
});
