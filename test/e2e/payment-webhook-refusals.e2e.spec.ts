import { ApiPaths, type InitiatedPayment, type PricingPlan, type ReaderPayment, Messages } from '@notebook/contracts';
import { signWebhook } from '@notebook/billing';
import { DEVELOPMENT_WEBHOOK_SECRET, FixedClock } from '@notebook/kernel';
import { eventually, TestApi } from '../support/test-api';

/**
 * Issue 30: a verified webhook that can never apply to its payment (another amount, ids naming
 * different payments, a payment we do not know) is answered, kept as received, and refused once: its
 * job fails at once with the reason instead of being retried ten times with backoff. A webhook that
 * cannot apply yet (a refund before its success) is still retried until it can.
 */
let api: TestApi;
let plan: PricingPlan;
const clock = new FixedClock(new Date('2026-11-26T09:00:00.000Z'));

beforeAll(async () => {
  api = await TestApi.start({ clock });
  const admin = await api.adminToken();
  plan = await api.createPricingPlan(admin, [], { planName: 'Month', price: 49, periodCount: 1, periodUnit: 'MONTH' });
});
afterAll(() => api.stop());

async function initiatedPayment(): Promise<{ token: string; started: InitiatedPayment }> {
  const { token } = await api.signedInReader();
  const started = await api.ok<InitiatedPayment>(ApiPaths.reader.initiatePayment, {
    token,
    body: { pricingPlanID: plan.pricingPlanID, paymentType: 'CARD' },
  });
  return { token, started };
}

async function paymentOf(token: string, paymentID: string): Promise<ReaderPayment> {
  const payments = await api.ok<ReaderPayment[]>(ApiPaths.reader.getReaderPaymentDetails, { token, method: 'GET' });
  return payments.find((payment) => payment.paymentID === paymentID)!;
}

type WebhookObject = { id: string; amount: number; metadata: Record<string, string>; amount_refunded?: number };

/** Stripe's event about a payment, signed as the provider signs it; `changes` alter its object. */
async function sendWebhook(id: string, type: string, started: InitiatedPayment, changes: Partial<WebhookObject> = {}) {
  const object: WebhookObject = {
    id: started.providerPaymentID,
    amount: Math.round(started.amount * 100),
    metadata: { paymentID: started.paymentID },
    ...changes,
  };
  const payload = JSON.stringify({ id, type, data: { object: { ...object, currency: 'aud' } } });
  const answer = await fetch(`${api.baseUrl}/api/webhooks/payments`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'stripe-signature': signWebhook(payload, DEVELOPMENT_WEBHOOK_SECRET, clock.now()),
    },
    body: payload,
  });
  return answer.status;
}

async function eventCount(type: string, streamName: string): Promise<number> {
  const { rows } = await api.resources.pool.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM event_store.event WHERE event_type = $1 AND stream_name = $2',
    [type, streamName],
  );
  return rows[0]!.n;
}

/** The failed jobs of these provider events, as the queue keeps them. */
async function failedJobsOf(...providerEventIDs: string[]) {
  const failed = await api.resources.jobs.failedJobs();
  return failed
    .filter((job) => providerEventIDs.includes(job.id))
    .map(({ id, queue, attempts, reason }) => ({ id, queue, attempts, reason }))
    .sort((a, b) => a.id.localeCompare(b.id));
}

test('another amount, ids of different payments, an unknown payment: answered, kept, and refused once with the reason', async () => {
  const { token, started } = await initiatedPayment();
  const cents = Math.round(started.amount * 100);
  const statuses = [
    await sendWebhook('evt_refused_amount', 'payment_intent.succeeded', started, { amount: cents + 100 }),
    await sendWebhook('evt_refused_ids', 'payment_intent.succeeded', started, { id: 'pi_of_another_payment' }),
    await sendWebhook('evt_refused_unknown', 'payment_intent.succeeded', started, {
      id: 'pi_nobody_knows',
      metadata: {},
    }),
  ];
  expect(statuses).toEqual([200, 200, 200]);

  await api.runDueJobs();
  // A second round would run any job waiting for a retry (due by the application's clock): there is none.
  await api.runDueJobs();

  expect(await failedJobsOf('evt_refused_amount', 'evt_refused_ids', 'evt_refused_unknown')).toEqual([
    { id: 'evt_refused_amount', queue: 'payments', attempts: 1, reason: Messages.webhookAmountMismatch },
    { id: 'evt_refused_ids', queue: 'payments', attempts: 1, reason: Messages.webhookNotUnderstood },
    { id: 'evt_refused_unknown', queue: 'payments', attempts: 1, reason: Messages.paymentNotFound },
  ]);
  expect(await eventCount('PaymentWebhookReceived', 'paymentWebhook-evt_refused_amount')).toBe(1);
  expect(await eventCount('PaymentSucceeded', `payment-${started.paymentID}`)).toBe(0);
  expect((await paymentOf(token, started.paymentID)).status).toBe('INITIATED');
});

test('a refund before its success is not refused: it is retried, and applied once the success is in', async () => {
  const { token, started } = await initiatedPayment();
  expect(await sendWebhook('evt_early_refund', 'charge.refunded', started, { amount_refunded: 1000 })).toBe(200);
  // Tried, and waiting for its retry rather than failed.
  await eventually(async () => {
    const waiting = await api.resources.jobs.jobs(['delayed']);
    expect(waiting.map((job) => job.id)).toContain('evt_early_refund');
  });
  expect(await failedJobsOf('evt_early_refund')).toEqual([]);

  expect(await sendWebhook('evt_late_success', 'payment_intent.succeeded', started)).toBe(200);

  const payment = await eventually(async () => {
    await api.runDueJobs();
    const found = await paymentOf(token, started.paymentID);
    if (found.refundedAmount === 0) throw new Error('the refund is not applied yet');
    return found;
  }, 30_000);
  expect(payment).toMatchObject({ status: 'SUCCEEDED', refundedAmount: 10 });
  expect(await failedJobsOf('evt_early_refund', 'evt_late_success')).toEqual([]);
});
