import {
  ApiPaths,
  Privileges,
  type InitiatedPayment,
  type LoggedInUser,
  Messages,
  type PaymentConfirmation,
  type PricingPlan,
  type ReaderPayment,
  type ExternalPaymentLink,
  type ExternalPaymentView,
  type ReaderSubscriptionDetails,
  type UpgradablePackage,
  type AdminReaderPayment,
  type AcceptedPricingTerm,
  type PricingTerm,
  type PublicPricingTerm,
} from '@notebook/contracts';
import {
  SANDBOX_REFUND_REFUSED,
  SandboxCards,
  paymentCommands,
  paymentStream,
  renewalTimes,
  signWebhook,
} from '@notebook/billing';
import { addPeriod } from '@notebook/identity';
import { CommandExecutor, DEVELOPMENT_WEBHOOK_SECRET, FixedClock, SYSTEM_ACTOR } from '@notebook/kernel';
import { MailCatcher } from '../support/mail-catcher';
import { eventually, firstError, TestApi } from '../support/test-api';

/**
 * Payments over HTTP with the sandbox provider (issue 17): a reader initiates, pays on the
 * provider's hosted page, and the signed webhook, applied by the worker's `payments` queue, makes
 * the plan ACTIVE for its period; duplicated, reordered, forged and stale webhooks; unsubscribing;
 * the period's end; the one free trial. The clock is fixed and moved by hand.
 */
let api: TestApi;
let mail: MailCatcher;
let admin: string;
let plan: PricingPlan;
let otherPlan: PricingPlan;
let paidNoteID: string;
let eligibleNoteID: string;
const clock = new FixedClock(new Date('2026-11-26T09:00:00.000Z'));
const DAY = 86_400_000;
/** Payments settled by webhooks this file wrote itself, which the provider never saw paid. */
const settledByHandMadeWebhooks: string[] = [];

beforeAll(async () => {
  mail = await MailCatcher.start();
  api = await TestApi.start({
    clock,
    env: { RECEIPT_ABN: '51 824 753 556', RECEIPT_BUSINESS_NAME: 'Notebook Pty Ltd', SMTP_URL: mail.url },
  });
  admin = await api.adminToken();
  const { chapterID } = await api.createChapter(admin, { chapterName: 'Cardiology' });
  const paidTopic = await api.addTopic(admin, chapterID, 'Heart failure');
  const eligibleTopic = await api.addTopic(admin, chapterID, 'Hypertension');
  ({ noteID: paidNoteID } = await api.noteInNewLesson(admin, paidTopic, 'Paid note', {
    content: '<p>paid secret</p>',
  }));
  ({ noteID: eligibleNoteID } = await api.noteInNewLesson(admin, eligibleTopic, 'Trial note', {
    content: '<p>trial secret</p>',
  }));
  plan = await api.createPricingPlan(admin, [eligibleTopic], {
    planName: '6 months',
    price: 249.5,
    periodCount: 6,
    periodUnit: 'MONTH',
  });
  otherPlan = await api.createPricingPlan(admin, [eligibleTopic], {
    planName: '12 months',
    price: 399,
    periodCount: 12,
    periodUnit: 'MONTH',
  });
});
afterAll(async () => {
  await api.stop();
  await mail.close();
});

const { reader: R } = ApiPaths;
const details = (token: string) =>
  api.ok<ReaderSubscriptionDetails>(R.getReaderSubscriptionDetails, { token, method: 'GET' });
const payments = (token: string) => api.ok<ReaderPayment[]>(R.getReaderPaymentDetails, { token, method: 'GET' });
const initiate = (token: string, body: unknown = { pricingPlanID: plan.pricingPlanID, paymentType: 'CARD' }) =>
  api.ok<InitiatedPayment>(R.initiatePayment, { token, body });

/** Whether the reader can read a note's content (the reading-access rule, through the guard). */
async function reads(token: string, noteID: string): Promise<boolean> {
  const response = await api.call(R.getRegisteredReadingSectionNote, { token, body: { noteID } });
  return JSON.stringify(response.body).includes('secret');
}

/** The hosted page's form, as the browser posts it; answers where the page sends the reader. */
async function payOnPage(
  checkoutUrl: string,
  form: Record<string, string>,
): Promise<{ status: number; location: string | null; html: string }> {
  const response = await fetch(checkoutUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(form).toString(),
    redirect: 'manual',
  });
  return { status: response.status, location: response.headers.get('location'), html: await response.text() };
}

async function paymentOf(token: string, paymentID: string): Promise<ReaderPayment> {
  return (await payments(token)).find((p) => p.paymentID === paymentID)!;
}

async function settled(token: string, paymentID: string, status: ReaderPayment['status']): Promise<ReaderPayment> {
  return eventually(async () => {
    const payment = await paymentOf(token, paymentID);
    if (payment.status !== status) throw new Error(`payment is ${payment.status}, waiting for ${status}`);
    return payment;
  });
}

/** Posts a webhook as the provider would, signed with `secret` at `at`. */
function sendWebhook(body: unknown, options: { secret?: string; at?: Date; signature?: string | null } = {}) {
  const payload = JSON.stringify(body);
  const signature =
    options.signature === undefined
      ? signWebhook(payload, options.secret ?? DEVELOPMENT_WEBHOOK_SECRET, options.at ?? clock.now())
      : options.signature;
  return fetch(`${api.baseUrl}/api/webhooks/payments`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(signature ? { 'stripe-signature': signature } : {}) },
    body: payload,
  });
}

const webhook = (id: string, type: string, started: InitiatedPayment, extra: Record<string, unknown> = {}) => ({
  id,
  type,
  data: {
    object: {
      id: started.providerPaymentID,
      amount: Math.round(started.amount * 100),
      currency: 'aud',
      metadata: { paymentID: started.paymentID },
      ...extra,
    },
  },
});

/**
 * The log's length once the provider is quiet: every webhook it sent (late, by design) has been
 * delivered and applied, so a later count that differs is the call under test's doing.
 */
async function quietEventCount(): Promise<number> {
  await eventually(async () => {
    const { rows } = await api.resources.pool.query<{ pending: number }>(
      'SELECT count(*)::int AS pending FROM sandbox_webhook WHERE delivered_at IS NULL',
    );
    expect(rows[0]!.pending).toBe(0);
  });
  let count = await api.eventCount();
  for (;;) {
    await new Promise((resolve) => setTimeout(resolve, 300));
    const again = await api.eventCount();
    if (again === count) return count;
    count = again;
  }
}

async function eventCount(type: string, streamName: string): Promise<number> {
  const { rows } = await api.resources.pool.query<{ n: string }>(
    'SELECT count(*) AS n FROM event_store.event WHERE event_type = $1 AND stream_name = $2',
    [type, streamName],
  );
  return Number(rows[0]!.n);
}

describe('paying for a plan', () => {
  test('the success card on the hosted page: ACTIVE for six months from payment, paid topics open, the payment listed with its GST', async () => {
    const reader = await api.signedInReader();
    const started = await initiate(reader.token);
    expect(started).toEqual({
      paymentID: expect.any(String),
      providerPaymentID: expect.stringMatching(/^pi_sbx_/),
      amount: 249.5,
      currency: 'AUD',
      checkoutUrl: `${api.baseUrl}/api/sandbox/checkout/${started.providerPaymentID}`,
    });
    // INITIATED opens nothing.
    expect(await details(reader.token)).toMatchObject({ status: 'INITIATED', periodEnd: null });
    expect(await reads(reader.token, paidNoteID)).toBe(false);

    const page = await fetch(started.checkoutUrl!);
    expect(await page.text()).toContain('A$249.50');
    const paid = await payOnPage(started.checkoutUrl!, { step: 'pay', card: SandboxCards.success });
    expect([paid.status, paid.location]).toEqual([303, `/public/do-payment?paymentID=${started.paymentID}`]);

    const payment = await settled(reader.token, started.paymentID, 'SUCCEEDED');
    expect(payment).toMatchObject({
      amount: 249.5,
      gstAmount: 22.68,
      currency: 'AUD',
      planName: '6 months',
      purpose: 'SUBSCRIPTION',
      paymentType: 'CARD',
    });
    expect(payment.paidAt).toBe(clock.now().toISOString());
    await eventually(async () =>
      expect(await details(reader.token)).toMatchObject({
        status: 'ACTIVE',
        periodEnd: '2027-05-26T09:00:00.000Z',
        renews: true,
      }),
    );
    expect(await reads(reader.token, paidNoteID)).toBe(true);
    const confirmed = await api.ok<PaymentConfirmation>(R.confirmSubscription, {
      token: reader.token,
      body: { paymentID: started.paymentID },
    });
    expect(confirmed).toEqual({
      paymentID: started.paymentID,
      pricingPlanID: plan.pricingPlanID,
      planName: '6 months',
      status: 'SUCCEEDED',
      failureReason: null,
      hasActiveSubscription: true,
    });
    expect(await eventCount('ReaderPaidPeriodStarted', `user-${reader.userId}`)).toBe(1);
    // Its tax invoice: a PDF naming the business's ABN, the GST included and the total.
    const receipt = await fetch(`${api.baseUrl}/api/reader/getPaymentReceipt`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${reader.token}` },
      body: JSON.stringify({ paymentID: started.paymentID }),
    });
    expect([receipt.status, receipt.headers.get('content-type'), receipt.headers.get('content-disposition')]).toEqual([
      200,
      'application/pdf',
      expect.stringMatching(/^attachment; filename="tax-invoice-NB-[0-9A-F]{12}\.pdf"$/),
    ]);
    const pdf = Buffer.from(await receipt.arrayBuffer()).toString('latin1');
    for (const text of [
      '(Tax invoice)',
      '(Notebook Pty Ltd)',
      '(ABN 51 824 753 556)',
      '(A$22.68)',
      '(A$249.50)',
      '(6 months \\(subscription\\))',
    ])
      expect(pdf).toContain(text);
    // The same receipt reaches the reader by e-mail, once.
    await api.runDueJobs();
    const mailed = await mail.mailTo(reader.email);
    expect(mailed.subject).toBe('Your Notebook tax invoice');
    expect(mailed.text).toContain('Thank you for your payment of A$249.50 for the 6 months plan on 26/11/2026.');
    expect(mailed.text).toContain('GST included: A$22.68');
    expect(mailed.attachments).toEqual([
      {
        filename: expect.stringMatching(/^tax-invoice-NB-[0-9A-F]{12}\.pdf$/),
        contentType: 'application/pdf',
        content: expect.any(Buffer),
      },
    ]);
    expect(mailed.attachments[0]!.content.toString('latin1')).toContain('(ABN 51 824 753 556)');
    // Paying again for the plan held is refused, and nothing reaches the provider.
    const again = await api.call(R.initiatePayment, {
      token: reader.token,
      body: { pricingPlanID: plan.pricingPlanID, paymentType: 'CARD' },
    });
    expect([again.status, firstError(again.body)?.errorMessage]).toEqual([409, Messages.planAlreadyHeld]);
  });

  test("a declined card: the provider's reason is recorded and the reader stays unsubscribed; another card then pays the same payment", async () => {
    const reader = await api.signedInReader();
    const started = await initiate(reader.token);
    const declined = await payOnPage(started.checkoutUrl!, { step: 'pay', card: SandboxCards.declined });
    expect(declined.status).toBe(303);
    const failed = await settled(reader.token, started.paymentID, 'FAILED');
    expect(failed.failureReason).toBe('Your card was declined.');
    await api.runDueJobs();
    expect(mail.mails.filter((each) => each.to === reader.email)).toEqual([]);
    expect(
      await api.ok<PaymentConfirmation>(R.confirmSubscription, {
        token: reader.token,
        body: { paymentID: started.paymentID },
      }),
    ).toMatchObject({
      status: 'FAILED',
      failureReason: 'Your card was declined.',
      hasActiveSubscription: false,
    });
    expect(await reads(reader.token, paidNoteID)).toBe(false);
    // No receipt for a payment that did not go through; none for another reader's payment.
    const unpaid = await api.call(R.getPaymentReceipt, { token: reader.token, body: { paymentID: started.paymentID } });
    expect([unpaid.status, firstError(unpaid.body)?.errorMessage]).toEqual([400, Messages.receiptNotYet]);
    const other = await api.signedInReader();
    expect(
      (await api.call(R.getPaymentReceipt, { token: other.token, body: { paymentID: started.paymentID } })).status,
    ).toBe(404);
    // A mistyped number is the page's to say: nothing recorded, the form again.
    const typo = await payOnPage(started.checkoutUrl!, { step: 'pay', card: '1234' });
    expect([typo.status, typo.html]).toEqual([200, expect.stringContaining('Your card number is incorrect.')]);
    await payOnPage(started.checkoutUrl!, { step: 'pay', card: SandboxCards.success });
    await settled(reader.token, started.paymentID, 'SUCCEEDED');
    await eventually(async () => expect(await reads(reader.token, paidNoteID)).toBe(true));
  });

  test('a card that asks for authentication pays once the cardholder completes it', async () => {
    const reader = await api.signedInReader();
    const started = await initiate(reader.token);
    const challenge = await payOnPage(started.checkoutUrl!, { step: 'pay', card: SandboxCards.authentication });
    expect([challenge.status, challenge.html]).toEqual([200, expect.stringContaining('Complete authentication')]);
    expect((await paymentOf(reader.token, started.paymentID)).status).toBe('INITIATED');
    const done = await payOnPage(started.checkoutUrl!, { step: 'approve' });
    expect(done.status).toBe(303);
    await settled(reader.token, started.paymentID, 'SUCCEEDED');
  });

  test('back before the webhook: confirmSubscription asks the provider and the reader is subscribed at once; the late webhook changes nothing', async () => {
    const reader = await api.signedInReader();
    const started = await initiate(reader.token);
    // The provider has been paid, but its webhook has not reached us.
    await api.sandbox.payWithCard(started.providerPaymentID, SandboxCards.success);
    const confirmed = await api.ok<PaymentConfirmation>(R.confirmSubscription, {
      token: reader.token,
      body: { paymentID: started.paymentID },
    });
    expect(confirmed).toMatchObject({ status: 'SUCCEEDED', hasActiveSubscription: true });
    expect(await reads(reader.token, paidNoteID)).toBe(true);
    await eventually(async () => {
      const { rows } = await api.resources.pool.query<{ delivered: number }>(
        `SELECT count(*)::int AS delivered FROM sandbox_webhook WHERE delivered_at IS NOT NULL AND payload LIKE $1`,
        [`%${started.providerPaymentID}%`],
      );
      expect(rows[0]!.delivered).toBe(1);
    });
    await api.runDueJobs();
    expect(await eventCount('PaymentSucceeded', `payment-${started.paymentID}`)).toBe(1);
    expect(await eventCount('ReaderPaidPeriodStarted', `user-${reader.userId}`)).toBe(1);
  });
  test("a webhook job stopped between recording the payment and starting its period: the reader's return starts it, once", async () => {
    const reader = await api.signedInReader();
    const started = await initiate(reader.token);
    await api.sandbox.payWithCard(started.providerPaymentID, SandboxCards.success);
    // The job's first step only: the payment is SUCCEEDED, the reader's period not begun.
    const { eventStore, eventSchemas, projectionAwaiter } = api.resources;
    const executor = new CommandExecutor(eventStore, eventSchemas, projectionAwaiter, clock);
    const amountCents = Math.round(started.amount * 100);
    const record = { providerEventID: null, paidAt: clock.now(), amountCents, currency: 'AUD' };
    await paymentCommands.handle(
      executor,
      started.paymentID,
      { type: 'RecordPaymentSucceeded', data: record },
      SYSTEM_ACTOR,
    );
    expect((await details(reader.token)).status).not.toBe('ACTIVE');

    const confirmed = await api.ok<PaymentConfirmation>(R.confirmSubscription, {
      token: reader.token,
      body: { paymentID: started.paymentID },
    });
    expect(confirmed).toMatchObject({ status: 'SUCCEEDED', hasActiveSubscription: true });
    // The profile the page goes on to shows the plan at once.
    expect(await details(reader.token)).toMatchObject({ status: 'ACTIVE', pricingPlan: { planName: '6 months' } });
    await api.ok(R.confirmSubscription, { token: reader.token, body: { paymentID: started.paymentID } });
    expect(await eventCount('ReaderPaidPeriodStarted', `user-${reader.userId}`)).toBe(1);
  });
});

describe('webhooks', () => {
  test('duplicated and reordered (the refund before the success): each applied once, the refund after the success', async () => {
    const reader = await api.signedInReader();
    const started = await initiate(reader.token);
    const cents = Math.round(started.amount * 100);
    settledByHandMadeWebhooks.push(started.providerPaymentID);
    const refund = await sendWebhook(
      webhook('evt_test_refund_1', 'charge.refunded', started, { amount_refunded: 5000 }),
    );
    expect(refund.status).toBe(200);
    const succeeded = webhook('evt_test_success_1', 'payment_intent.succeeded', started);
    const answers = await Promise.all([sendWebhook(succeeded), sendWebhook(succeeded), sendWebhook(succeeded)]);
    const bodies = (await Promise.all(answers.map((answer) => answer.json()))) as Array<{
      result: { duplicate: boolean };
    }>;
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200]);
    expect(bodies.filter((body) => !body.result.duplicate)).toHaveLength(1);

    const payment = await eventually(async () => {
      const found = await paymentOf(reader.token, started.paymentID);
      if (found.refundedAmount === 0) throw new Error('refund not applied yet');
      return found;
    }, 30_000);
    expect(payment).toMatchObject({ status: 'SUCCEEDED', refundedAmount: 50, amount: cents / 100 });
    expect(await eventCount('PaymentSucceeded', `payment-${started.paymentID}`)).toBe(1);
    expect(await eventCount('PaymentRefunded', `payment-${started.paymentID}`)).toBe(1);
    expect(await eventCount('PaymentWebhookReceived', 'paymentWebhook-evt_test_success_1')).toBe(1);
    expect(await eventCount('ReaderPaidPeriodStarted', `user-${reader.userId}`)).toBe(1);
    // The same refund again, and an older total: nothing more.
    await sendWebhook(webhook('evt_test_refund_2', 'charge.refunded', started, { amount_refunded: 5000 }));
    await api.runDueJobs();
    expect(await eventCount('PaymentRefunded', `payment-${started.paymentID}`)).toBe(1);
  });

  test('forged, stale, unsigned and malformed webhooks are refused and record nothing; event types we do not use are acknowledged', async () => {
    const reader = await api.signedInReader();
    const started = await initiate(reader.token);
    const body = webhook('evt_test_bad_1', 'payment_intent.succeeded', started);
    const before = await quietEventCount();
    const answers = {
      forged: await sendWebhook(body, { secret: 'whsec_someone_else' }),
      stale: await sendWebhook(body, { at: new Date(clock.now().getTime() - 301_000) }),
      unsigned: await sendWebhook(body, { signature: null }),
      garbled: await sendWebhook(body, { signature: 't=abc,v1=zz' }),
      dollars: await sendWebhook({ ...body, data: { object: { ...body.data.object, currency: 'usd' } } }),
      negative: await sendWebhook({ ...body, data: { object: { ...body.data.object, amount: -100 } } }),
      shapeless: await sendWebhook({ hello: 'world' }),
    };
    const errors = Object.fromEntries(
      await Promise.all(
        Object.entries(answers).map(async ([name, answer]) => [
          name,
          [
            answer.status,
            ((await answer.json()) as { appsErrorMessages?: Array<{ errorMessage: string }> }).appsErrorMessages?.[0]
              ?.errorMessage,
          ],
        ]),
      ),
    );
    expect(errors).toEqual({
      forged: [401, Messages.badWebhookSignature],
      stale: [401, Messages.staleWebhook],
      unsigned: [401, Messages.badWebhookSignature],
      garbled: [401, Messages.badWebhookSignature],
      dollars: [400, Messages.webhookNotUnderstood],
      negative: [400, Messages.webhookNotUnderstood],
      shapeless: [400, Messages.webhookNotUnderstood],
    });
    const ignored = await sendWebhook({ ...body, id: 'evt_test_created', type: 'payment_intent.created' });
    expect(ignored.status).toBe(200);
    expect(await api.eventCount()).toBe(before);
    expect((await paymentOf(reader.token, started.paymentID)).status).toBe('INITIATED');
  });
});

describe('bad initiations', () => {
  test('unknown or retired plan, a plan held, Afterpay while disabled, bad input, admins, visitors: refused, nothing recorded, nothing at the provider', async () => {
    const retired = await api.createPricingPlan(admin, [], { price: 10 });
    await api.ok(ApiPaths.adminPricing.updatePricingPlanStatus, {
      token: admin,
      body: { pricingPlanID: retired.pricingPlanID, status: 'INA' },
    });
    const reader = await api.signedInReader();
    const subscriber = await api.signedInReader('ACTIVE');
    const intents = async () =>
      Number(
        (await api.resources.pool.query<{ n: string }>('SELECT count(*) AS n FROM sandbox_payment_intent')).rows[0]!.n,
      );
    const [events, providerIntents] = [await quietEventCount(), await intents()];
    const call = async (body: unknown, token?: string) => {
      const response = await api.call(R.initiatePayment, { token, body });
      return [response.status, firstError(response.body)?.field ?? null, firstError(response.body)?.errorMessage];
    };
    const card = { paymentType: 'CARD' };
    expect(await call({ ...card, pricingPlanID: '0190b000-0000-7000-8000-000000000999' }, reader.token)).toEqual([
      404,
      'pricingPlanID',
      Messages.planNotFound,
    ]);
    expect(await call({ ...card, pricingPlanID: retired.pricingPlanID }, reader.token)).toEqual([
      404,
      'pricingPlanID',
      Messages.planNotFound,
    ]);
    expect(await call({ ...card, pricingPlanID: plan.pricingPlanID }, subscriber.token)).toEqual([
      409,
      'pricingPlanID',
      Messages.alreadySubscribed,
    ]);
    expect(await call({ pricingPlanID: plan.pricingPlanID, paymentType: 'AFTERPAY_CLEARPAY' }, reader.token)).toEqual([
      400,
      'paymentType',
      Messages.afterpayDisabled,
    ]);
    expect(await call({ pricingPlanID: plan.pricingPlanID, paymentType: 'BITCOIN' }, reader.token)).toEqual([
      400,
      'paymentType',
      'Must be CARD or AFTERPAY_CLEARPAY',
    ]);
    expect(await call({ ...card, pricingPlanID: plan.pricingPlanID, amount: 0.01 }, reader.token)).toEqual(
      expect.arrayContaining([200]),
    );
    expect((await call({ ...card, pricingPlanID: plan.pricingPlanID }, admin))[0]).toBe(403);
    expect((await call({ ...card, pricingPlanID: plan.pricingPlanID }))[0]).toBe(401);
    // The one that went through (a client's amount is ignored: the plan's price is charged).
    const [latest] = await payments(reader.token);
    expect(latest!.amount).toBe(249.5);
    expect(await intents()).toBe(providerIntents + 1);
    expect(await api.eventCount()).toBeGreaterThan(events);
  });

  test('the provider creates one payment per idempotency key: a retried creation charges nothing twice', async () => {
    const request = {
      idempotencyKey: 'payment-retry-test',
      amountCents: 24950,
      paymentType: 'CARD' as const,
      description: 'x',
      metadata: {},
      returnUrl: '/x',
      customerRef: 'retry-test',
      saveCardForRenewals: false,
    };
    const [first, second] = await Promise.all([api.sandbox.createPayment(request), api.sandbox.createPayment(request)]);
    expect(second.providerPaymentID).toBe(first.providerPaymentID);
  });
});

describe('the subscription over time', () => {
  test('unsubscribing keeps access to the period end and can be undone; at the end paid content closes at once and the job lapses it', async () => {
    const reader = await api.signedInReader();
    const started = await initiate(reader.token);
    await payOnPage(started.checkoutUrl!, { step: 'pay', card: SandboxCards.success });
    await settled(reader.token, started.paymentID, 'SUCCEEDED');
    const active = await eventually(async () => {
      const now = await details(reader.token);
      if (now.status !== 'ACTIVE') throw new Error('not active yet');
      return now;
    });
    const off = await api.success<ReaderSubscriptionDetails>(R.unsubscribeReaderPricingPlans, {
      token: reader.token,
      body: {},
    });
    expect(off.message).toBe(Messages.unsubscribed);
    expect(off.result).toMatchObject({ status: 'UNSUBSCRIBED', renews: false, periodEnd: active.periodEnd });
    expect(await reads(reader.token, paidNoteID)).toBe(true);
    const on = await api.success<ReaderSubscriptionDetails>(R.unsubscribeReaderPricingPlans, {
      token: reader.token,
      body: { resume: true },
    });
    expect([on.message, on.result.status, on.result.renews]).toEqual([Messages.resubscribed, 'ACTIVE', true]);
    await api.ok(R.unsubscribeReaderPricingPlans, { token: reader.token, body: {} });

    const saved = clock.now();
    try {
      clock.set(new Date(Date.parse(active.periodEnd!) + 1000));
      const { token, result } = await api.login(reader.email);
      expect(result.loggedInUser).toMatchObject({ hasActiveSubscription: false, unSubscribedPlan: false });
      expect(await reads(token, paidNoteID)).toBe(false);
      expect(await details(token)).toMatchObject({ status: 'INACTIVE', renews: false });
      await api.runDueJobs();
      const lapsed = await eventually(async () => {
        const { rows } = await api.resources.pool.query<{ status: string }>(
          'SELECT subscription_status AS status FROM user_account WHERE user_id = $1',
          [reader.userId],
        );
        if (rows[0]!.status !== 'INACTIVE') throw new Error('not lapsed yet');
        return rows[0]!.status;
      });
      expect(lapsed).toBe('INACTIVE');
      const nothing = await api.call(R.unsubscribeReaderPricingPlans, { token, body: {} });
      expect([nothing.status, firstError(nothing.body)?.errorMessage]).toEqual([400, Messages.notSubscribed]);
    } finally {
      clock.set(saved);
    }
  });

  test('the free trial: one per reader, its plan fixed, until its end; never after a subscription', async () => {
    const reader = await api.signedInReader();
    const trial = await api.success<LoggedInUser>(R.activateUnsubscription, {
      token: reader.token,
      body: { pricingPlanID: plan.pricingPlanID },
    });
    expect(trial.result).toMatchObject({ unSubscribedPlan: true, hasActiveSubscription: false });
    expect(await reads(reader.token, eligibleNoteID)).toBe(true);
    expect(await reads(reader.token, paidNoteID)).toBe(false);
    const swap = await api.call(R.activateUnsubscription, {
      token: reader.token,
      body: { pricingPlanID: otherPlan.pricingPlanID },
    });
    expect([swap.status, firstError(swap.body)?.errorMessage]).toEqual([409, Messages.trialUsed]);
    const { trialEndsAt } = await details(reader.token);
    expect(trialEndsAt).toBe(new Date(clock.now().getTime() + 7 * DAY).toISOString());

    const saved = clock.now();
    try {
      clock.set(new Date(Date.parse(trialEndsAt!) + 1000));
      const { token } = await api.login(reader.email);
      expect(await reads(token, eligibleNoteID)).toBe(false);
      expect(await details(token)).toMatchObject({ status: 'INACTIVE' });
      const again = await api.call(R.activateUnsubscription, { token, body: { pricingPlanID: plan.pricingPlanID } });
      expect([again.status, firstError(again.body)?.errorMessage]).toEqual([409, Messages.trialUsed]);
    } finally {
      clock.set(saved);
    }

    // A reader who has paid never gets the trial, during the period or after it.
    const payer = await api.signedInReader();
    const started = await initiate(payer.token);
    await payOnPage(started.checkoutUrl!, { step: 'pay', card: SandboxCards.success });
    await settled(payer.token, started.paymentID, 'SUCCEEDED');
    await eventually(async () => expect((await details(payer.token)).status).toBe('ACTIVE'));
    const during = await api.call(R.activateUnsubscription, {
      token: payer.token,
      body: { pricingPlanID: plan.pricingPlanID },
    });
    expect([during.status, firstError(during.body)?.errorMessage]).toEqual([409, Messages.alreadySubscribed]);
    const periodEnd = (await details(payer.token)).periodEnd!;
    try {
      clock.set(new Date(Date.parse(periodEnd) + 1000));
      const { token } = await api.login(payer.email);
      const after = await api.call(R.activateUnsubscription, { token, body: { pricingPlanID: plan.pricingPlanID } });
      expect([after.status, firstError(after.body)?.errorMessage]).toEqual([409, Messages.trialAfterSubscription]);
    } finally {
      clock.set(saved);
    }
  });
});

describe('upgrades', () => {
  test('a subscriber sees the other plans priced less the unused part of theirs, pays the difference, and the new plan starts then', async () => {
    const reader = await api.signedInReader();
    const started = await initiate(reader.token);
    await payOnPage(started.checkoutUrl!, { step: 'pay', card: SandboxCards.success });
    await settled(reader.token, started.paymentID, 'SUCCEEDED');
    const { periodEnd } = await eventually(async () => {
      const now = await details(reader.token);
      if (now.status !== 'ACTIVE') throw new Error('not active yet');
      return now;
    });
    const packagesOf = (token: string) => api.ok<UpgradablePackage[]>(R.getUpgradablePackages, { token, body: {} });
    // At once the whole payment is credit: the 12-month plan (A$399) costs A$149.50 more.
    const atOnce = await packagesOf(reader.token);
    expect(atOnce.map((p) => p.pricingPlanID)).not.toContain(plan.pricingPlanID);
    expect(atOnce.find((p) => p.pricingPlanID === otherPlan.pricingPlanID)).toMatchObject({
      price: 399,
      credit: 249.5,
      upgradePrice: 149.5,
    });

    const saved = clock.now();
    try {
      // Half-way through the six months, half of A$249.50 is left: the upgrade costs A$399 - A$124.75.
      clock.set(new Date((saved.getTime() + Date.parse(periodEnd!)) / 2));
      const { token } = await api.login(reader.email);
      expect((await packagesOf(token)).find((p) => p.pricingPlanID === otherPlan.pricingPlanID)).toMatchObject({
        credit: 124.75,
        upgradePrice: 274.25,
      });
      const upgrade = await api.ok<InitiatedPayment>(R.initiateUpgradePayment, {
        token,
        body: { pricingPlanID: otherPlan.pricingPlanID, paymentType: 'CARD' },
      });
      expect(upgrade).toMatchObject({ amount: 274.25, currency: 'AUD' });
      await payOnPage(upgrade.checkoutUrl!, { step: 'pay', card: SandboxCards.success });
      const confirmed = await api.ok<PaymentConfirmation>(R.confirmUpgradePayment, {
        token,
        body: { paymentID: upgrade.paymentID },
      });
      expect(confirmed).toMatchObject({ status: 'SUCCEEDED', planName: '12 months', hasActiveSubscription: true });
      const now = await details(token);
      expect(now).toMatchObject({
        status: 'ACTIVE',
        pricingPlan: { pricingPlanID: otherPlan.pricingPlanID },
        renews: true,
      });
      // The twelve months start when the upgrade was paid; the six-month period ends then.
      expect(now.periodEnd).toBe(addPeriod(clock.now(), 12, 'MONTH').toISOString());
      expect((await payments(token))[0]).toMatchObject({
        purpose: 'UPGRADE',
        amount: 274.25,
        status: 'SUCCEEDED',
        planName: '12 months',
      });
      // Nothing more to move to from the dearest plan at its start.
      expect((await packagesOf(token)).find((p) => p.pricingPlanID === plan.pricingPlanID)).toBeUndefined();
    } finally {
      clock.set(saved);
    }
  });

  test('refused without a paid period (400), for the plan held (409), for an unknown plan (404); nothing recorded', async () => {
    const trialReader = await api.signedInReader();
    const granted = await api.signedInReader('ACTIVE');
    const events = await quietEventCount();
    const call = async (token: string, pricingPlanID: string) => {
      const response = await api.call(R.initiateUpgradePayment, {
        token,
        body: { pricingPlanID, paymentType: 'CARD' },
      });
      return [response.status, firstError(response.body)?.errorMessage];
    };
    expect(await call(trialReader.token, otherPlan.pricingPlanID)).toEqual([400, Messages.notSubscribed]);
    expect(await call(granted.token, otherPlan.pricingPlanID)).toEqual([400, Messages.notSubscribed]);
    expect(await api.ok<UpgradablePackage[]>(R.getUpgradablePackages, { token: trialReader.token, body: {} })).toEqual(
      [],
    );
    expect(await api.eventCount()).toBe(events);
  });
});

describe('external payment links', () => {
  test('a reader makes a one-use link; someone without an account pays with it (after a decline) and the reader is subscribed', async () => {
    const reader = await api.signedInReader();
    const made = await api.success<ExternalPaymentLink>(R.createExternalPaymentLink, {
      token: reader.token,
      body: { pricingPlanID: plan.pricingPlanID },
    });
    expect(made.message).toBe(Messages.paymentLinkCreated);
    expect(made.result).toMatchObject({
      planName: '6 months',
      expiresAt: new Date(clock.now().getTime() + 72 * 3_600_000).toISOString(),
    });
    const token = new URL(made.result.url).searchParams.get('token')!;
    expect(made.result.url).toContain('/public/external/payment?token=');

    const view = (body: unknown = { token }) =>
      api.ok<ExternalPaymentView>(ApiPaths.public.getExternalPayment, { body });
    expect(await view()).toMatchObject({
      readerName: 'Rita R.',
      planName: '6 months',
      price: 249.5,
      gstAmount: 22.68,
      state: 'OPEN',
      payment: null,
    });
    const started = await api.ok<InitiatedPayment>(ApiPaths.public.initiateExternalPayment, {
      body: { token, paymentType: 'CARD' },
    });
    const declined = await payOnPage(started.checkoutUrl!, { step: 'pay', card: SandboxCards.declined });
    expect(declined.location).toBe(`/public/external/payment?token=${encodeURIComponent(token)}`);
    expect(await view()).toMatchObject({
      state: 'OPEN',
      payment: { paymentID: started.paymentID, status: 'FAILED', failureReason: 'Your card was declined.' },
    });

    // Back to pay again: the same payment, and this time it goes through.
    const again = await api.ok<InitiatedPayment>(ApiPaths.public.initiateExternalPayment, {
      body: { token, paymentType: 'CARD' },
    });
    expect(again.paymentID).toBe(started.paymentID);
    await payOnPage(again.checkoutUrl!, { step: 'pay', card: SandboxCards.success });
    expect(await view()).toMatchObject({ state: 'PAID', payment: { status: 'SUCCEEDED' } });
    expect(await details(reader.token)).toMatchObject({
      status: 'ACTIVE',
      pricingPlan: { pricingPlanID: plan.pricingPlanID },
    });
    expect((await payments(reader.token)).map((payment) => payment.paymentID)).toEqual([started.paymentID]);
    const used = await api.call(ApiPaths.public.initiateExternalPayment, { body: { token, paymentType: 'CARD' } });
    expect([used.status, firstError(used.body)?.errorMessage]).toEqual([409, Messages.paymentLinkUsed]);
  });

  test('refused: a forged or unknown token (404), an expired link (400), a link for a subscriber (409), an admin needs reader add-edit', async () => {
    const reader = await api.signedInReader();
    const made = await api.ok<ExternalPaymentLink>(R.createExternalPaymentLink, {
      token: reader.token,
      body: { pricingPlanID: plan.pricingPlanID },
    });
    const token = new URL(made.url).searchParams.get('token')!;
    const initiateWith = async (candidate: string) => {
      const response = await api.call(ApiPaths.public.initiateExternalPayment, {
        body: { token: candidate, paymentType: 'CARD' },
      });
      return [response.status, firstError(response.body)?.errorMessage];
    };
    const events = await quietEventCount();
    expect(await initiateWith(`${token.split('.')[0]}.forged-secret`)).toEqual([404, Messages.paymentLinkNotFound]);
    expect(await initiateWith('0190b000-0000-7000-8000-000000000123.nothing')).toEqual([
      404,
      Messages.paymentLinkNotFound,
    ]);
    expect(await initiateWith('not a token')).toEqual([404, Messages.paymentLinkNotFound]);
    expect(await api.eventCount()).toBe(events);
    const saved = clock.now();
    try {
      clock.set(new Date(Date.parse(made.expiresAt) + 1000));
      expect(await initiateWith(token)).toEqual([400, Messages.paymentLinkExpired]);
      expect((await api.ok<ExternalPaymentView>(ApiPaths.public.getExternalPayment, { body: { token } })).state).toBe(
        'EXPIRED',
      );
    } finally {
      clock.set(saved);
    }
    const subscriber = await api.signedInReader('ACTIVE');
    const forSubscriber = await api.call(R.createExternalPaymentLink, {
      token: subscriber.token,
      body: { pricingPlanID: plan.pricingPlanID },
    });
    expect([forSubscriber.status, firstError(forSubscriber.body)?.errorMessage]).toEqual([
      409,
      Messages.alreadySubscribed,
    ]);
    // An admin with reader add-edit makes one for a reader.
    const readerAdmin = await api.adminToken([Privileges.reader.addEdit]);
    const forReader = await api.ok<ExternalPaymentLink>(ApiPaths.adminReader.createExternalPaymentLink, {
      token: readerAdmin,
      body: { readerID: reader.userId, pricingPlanID: otherPlan.pricingPlanID },
    });
    expect(forReader.planName).toBe('12 months');
    const noPrivilege = await api.adminToken([Privileges.reader.view]);
    expect(
      (
        await api.call(ApiPaths.adminReader.createExternalPaymentLink, {
          token: noPrivilege,
          body: { readerID: reader.userId, pricingPlanID: plan.pricingPlanID },
        })
      ).status,
    ).toBe(403);
  });
});

describe('renewals', () => {
  test('the saved card renews the period before it ends; a declined renewal is tried three times, each mailed, and the period then ends unpaid', async () => {
    const daily = await api.createPricingPlan(admin, [], {
      planName: 'Day pass',
      price: 19.9,
      periodCount: 1,
      periodUnit: 'DAY',
    });
    const reader = await api.signedInReader();
    const started = await initiate(reader.token, { pricingPlanID: daily.pricingPlanID, paymentType: 'CARD' });
    await payOnPage(started.checkoutUrl!, { step: 'pay', card: SandboxCards.success });
    await settled(reader.token, started.paymentID, 'SUCCEEDED');
    const firstEnd = new Date(clock.now().getTime() + DAY);
    await eventually(async () => expect((await details(reader.token)).periodEnd).toBe(firstEnd.toISOString()));
    const secondEnd = new Date(firstEnd.getTime() + DAY);
    const at = async (time: Date) => {
      clock.set(new Date(time.getTime() + 1000));
      await api.runDueJobs();
      return (await api.login(reader.email)).token;
    };

    const saved = clock.now();
    try {
      // Six hours before the end (a quarter of a one-day period), the card kept from the first payment pays the next day.
      let token = await at(renewalTimes(new Date(saved), firstEnd)[0]!);
      await eventually(async () =>
        expect(await details(token)).toMatchObject({
          status: 'ACTIVE',
          periodEnd: secondEnd.toISOString(),
          renews: true,
        }),
      );
      const [renewal] = await payments(token);
      expect(renewal).toMatchObject({
        purpose: 'RENEWAL',
        status: 'SUCCEEDED',
        amount: 19.9,
        gstAmount: 1.81,
        planName: 'Day pass',
      });
      // The first period's end comes and goes: the lapse job sees the renewal and does nothing.
      token = await at(firstEnd);
      expect(await reads(token, paidNoteID)).toBe(true);

      // The card on file is now declined: three attempts before the end, each recorded and mailed.
      await api.sandbox.saveCard(reader.userId, SandboxCards.declined);
      for (const attempt of renewalTimes(firstEnd, secondEnd)) token = await at(attempt);
      const declined = (await payments(token)).filter((payment) => payment.status === 'FAILED');
      expect(declined.map((payment) => [payment.purpose, payment.failureReason])).toEqual(
        Array(3).fill(['RENEWAL', 'Your card was declined.']),
      );
      const mails = (await api.resources.jobs.jobs(['completed', 'wait', 'active', 'delayed'])).filter(
        (job) =>
          job.name === 'mail.send' &&
          job.data.to === reader.email &&
          job.data.subject === 'We could not renew your Notebook subscription',
      );
      expect(mails).toHaveLength(3);
      expect(await reads(token, paidNoteID)).toBe(true);

      // The period ends unpaid: INACTIVE, paid content closed.
      token = await at(secondEnd);
      expect(await details(token)).toMatchObject({ status: 'INACTIVE' });
      expect(await reads(token, paidNoteID)).toBe(false);
      // One charge per attempt at the provider, whatever the job deliveries.
      const { rows } = await api.resources.pool.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM sandbox_payment_intent WHERE metadata->>'sandbox_customer' = $1`,
        [reader.userId],
      );
      expect(rows[0]!.n).toBe(5);
    } finally {
      clock.set(saved);
    }
  });

  test('a reader who cancelled the renewal is not charged; the period simply ends', async () => {
    const daily = await api.createPricingPlan(admin, [], {
      planName: 'Another day',
      price: 9.5,
      periodCount: 1,
      periodUnit: 'DAY',
    });
    const reader = await api.signedInReader();
    const started = await initiate(reader.token, { pricingPlanID: daily.pricingPlanID, paymentType: 'CARD' });
    await payOnPage(started.checkoutUrl!, { step: 'pay', card: SandboxCards.success });
    await settled(reader.token, started.paymentID, 'SUCCEEDED');
    const end = new Date(clock.now().getTime() + DAY);
    await eventually(async () => expect((await details(reader.token)).periodEnd).toBe(end.toISOString()));
    await api.ok(R.unsubscribeReaderPricingPlans, { token: reader.token, body: {} });
    const saved = clock.now();
    try {
      for (const attempt of renewalTimes(new Date(saved), end)) {
        clock.set(new Date(attempt.getTime() + 1000));
        await api.runDueJobs();
      }
      clock.set(new Date(end.getTime() + 1000));
      await api.runDueJobs();
      const { token } = await api.login(reader.email);
      expect((await payments(token)).map((payment) => payment.purpose)).toEqual(['SUBSCRIPTION']);
      expect(await details(token)).toMatchObject({ status: 'INACTIVE' });
    } finally {
      clock.set(saved);
    }
  });
});

describe("refunds from the admin's billing page of a reader", () => {
  const A = ApiPaths.adminReader;
  const billing = async (token: string, readerID: string) =>
    api.ok<AdminReaderPayment[]>(A.getReaderPayments, { token, body: { readerID } });
  const refund = (token: string, body: Record<string, unknown>) =>
    api.call<AdminReaderPayment[]>(A.refundReaderPayment, { token, body });
  const refundOf = async (token: string, readerID: string, refundID: string) => {
    const [payment] = await billing(token, readerID);
    return { payment: payment!, refund: payment!.refunds.find((one) => one.refundID === refundID) };
  };

  test('a partial refund with its reason reaches the provider once and keeps access; the rest refunded ends the period at once', async () => {
    const reader = await api.signedInReader();
    const started = await initiate(reader.token);
    await payOnPage(started.checkoutUrl!, { step: 'pay', card: SandboxCards.success });
    await settled(reader.token, started.paymentID, 'SUCCEEDED');
    await eventually(async () => expect((await details(reader.token)).status).toBe('ACTIVE'));
    const readerAdmin = await api.adminToken([Privileges.reader.addEdit]);
    expect(await billing(readerAdmin, reader.userId)).toMatchObject([
      { paymentID: started.paymentID, amount: 249.5, refundableAmount: 249.5, refunds: [] },
    ]);

    const first = {
      readerID: reader.userId,
      paymentID: started.paymentID,
      refundID: '0190b000-0000-7000-8000-0000000f0001',
      amount: 50,
      reason: 'Exam moved',
    };
    const asked = await refund(readerAdmin, first);
    expect(asked.body).toMatchObject({
      status: 'SUCCESS',
      message: Messages.refundRequested,
      result: [
        {
          paymentID: started.paymentID,
          refundableAmount: 199.5,
          refunds: [{ refundID: first.refundID, amount: 50, reason: 'Exam moved', requestedBy: 'Ada Admin' }],
        },
      ],
    });
    // Asked again (a double click): nothing more is recorded or refunded.
    expect((await refund(readerAdmin, first)).status).toBe(200);
    expect(await eventCount('PaymentRefundRequested', `payment-${started.paymentID}`)).toBe(1);
    await api.runDueJobs();
    await eventually(async () => {
      const { payment, refund: sent } = await refundOf(readerAdmin, reader.userId, first.refundID);
      expect([sent?.status, payment.refundedAmount, payment.status]).toEqual(['SENT', 50, 'SUCCEEDED']);
    });
    const { rows } = await api.resources.pool.query<{ refunded: number }>(
      'SELECT refunded_cents AS refunded FROM sandbox_payment_intent WHERE provider_payment_id = $1',
      [started.providerPaymentID],
    );
    expect(rows[0]!.refunded).toBe(5000);
    expect(await reads(reader.token, paidNoteID)).toBe(true);
    expect((await paymentOf(reader.token, started.paymentID)).refundedAmount).toBe(50);

    const tooMuch = await refund(readerAdmin, { ...first, refundID: undefined, amount: 200 });
    expect([tooMuch.status, firstError(tooMuch.body)?.errorMessage, firstError(tooMuch.body)?.field]).toEqual([
      400,
      Messages.refundTooLarge('A$199.50'),
      'amount',
    ]);

    const rest = {
      ...first,
      refundID: '0190b000-0000-7000-8000-0000000f0002',
      amount: 199.5,
      reason: 'Cancelled within 14 days',
    };
    expect((await refund(readerAdmin, rest)).status).toBe(200);
    await api.runDueJobs();
    await eventually(async () =>
      expect((await refundOf(readerAdmin, reader.userId, rest.refundID)).payment).toMatchObject({
        status: 'REFUNDED',
        refundableAmount: 0,
      }),
    );
    await eventually(async () => expect(await reads(reader.token, paidNoteID)).toBe(false));
    expect(await details(reader.token)).toMatchObject({ status: 'INACTIVE', periodEnd: clock.now().toISOString() });
    // The admin's reader page and list read the status by the same rule.
    expect(
      (
        await api.ok<{ subscriptionStatus: string }>(A.getReader, {
          token: readerAdmin,
          body: { readerID: reader.userId },
        })
      ).subscriptionStatus,
    ).toBe('INACTIVE');
    const listed = await api.ok<{ pageData: Array<{ readerID: string; subscriptionStatus: string }> }>(
      A.getPagedReaders,
      {
        token: readerAdmin,
        body: { page: 0, rows: 10, searchKey: reader.email },
      },
    );
    expect(listed.pageData.map((row) => [row.readerID, row.subscriptionStatus])).toEqual([[reader.userId, 'INACTIVE']]);
    const afterAll = await refund(readerAdmin, { ...first, refundID: undefined, amount: 1 });
    expect([afterAll.status, firstError(afterAll.body)?.errorMessage]).toEqual([400, Messages.paymentNotRefundable]);
  });

  test("the provider refusing a refund (the money went back another way first) is shown with the provider's words; nothing is refunded twice", async () => {
    const reader = await api.signedInReader();
    const started = await initiate(reader.token);
    await payOnPage(started.checkoutUrl!, { step: 'pay', card: SandboxCards.success });
    await settled(reader.token, started.paymentID, 'SUCCEEDED');
    // Refunded at the provider (its dashboard), its webhook not yet here.
    await api.resources.pool.query(
      'UPDATE sandbox_payment_intent SET refunded_cents = captured_cents WHERE provider_payment_id = $1',
      [started.providerPaymentID],
    );
    const readerAdmin = await api.adminToken([Privileges.reader.addEdit]);
    const refundID = '0190b000-0000-7000-8000-0000000f0003';
    expect(
      (
        await refund(readerAdmin, {
          readerID: reader.userId,
          paymentID: started.paymentID,
          refundID,
          amount: 20,
          reason: 'Goodwill',
        })
      ).status,
    ).toBe(200);
    await api.runDueJobs();
    await eventually(async () => {
      const { refund: refused } = await refundOf(readerAdmin, reader.userId, refundID);
      expect(refused).toMatchObject({ status: 'FAILED', failureReason: SANDBOX_REFUND_REFUSED });
    });
    const { payment } = await refundOf(readerAdmin, reader.userId, refundID);
    // A refused ask no longer counts against what is left (the provider's own refund is not known here yet).
    expect(payment).toMatchObject({ refundedAmount: 0, refundableAmount: 249.5 });
    const { rows } = await api.resources.pool.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM sandbox_refund WHERE provider_payment_id = $1',
      [started.providerPaymentID],
    );
    expect(rows[0]!.n).toBe(0);
  });

  test('refused: another reader’s payment (404), bad input (400), an admin without reader add-edit (403); nothing recorded', async () => {
    const reader = await api.signedInReader();
    const other = await api.signedInReader();
    const started = await initiate(reader.token);
    await payOnPage(started.checkoutUrl!, { step: 'pay', card: SandboxCards.success });
    await settled(reader.token, started.paymentID, 'SUCCEEDED');
    const readerAdmin = await api.adminToken([Privileges.reader.addEdit]);
    const viewer = await api.adminToken([Privileges.reader.view]);
    const events = await quietEventCount();
    const body = { readerID: other.userId, paymentID: started.paymentID, amount: 10, reason: 'Wrong reader' };
    const wrongReader = await refund(readerAdmin, body);
    expect([wrongReader.status, firstError(wrongReader.body)?.errorMessage]).toEqual([404, Messages.paymentNotFound]);
    for (const [bad, field] of [
      [{ ...body, readerID: reader.userId, amount: 0 }, 'amount'],
      [{ ...body, readerID: reader.userId, amount: 1.234 }, 'amount'],
      [{ ...body, readerID: reader.userId, reason: '  ' }, 'reason'],
    ] as const) {
      const response = await refund(readerAdmin, bad);
      expect([response.status, firstError(response.body)?.field]).toEqual([400, field]);
    }
    expect((await refund(viewer, { ...body, readerID: reader.userId })).status).toBe(403);
    expect((await api.call(A.getReaderPayments, { token: viewer, body: { readerID: reader.userId } })).status).toBe(
      200,
    );
    expect(
      (await api.call(A.getReaderPayments, { token: reader.token, body: { readerID: reader.userId } })).status,
    ).toBe(403);
    expect(await api.eventCount()).toBe(events);
  });
});

describe('the pricing terms a payer accepted', () => {
  const P = ApiPaths.adminPricing;
  let renewal: PricingTerm;
  let refunds: PricingTerm;
  const saveTerm = (body: Record<string, unknown>) =>
    api.ok<PricingTerm>(P.saveUpdatePricingTerm, { token: admin, body });
  const shown = () => api.ok<PublicPricingTerm[]>(ApiPaths.public.getPricingTerms, { method: 'GET' });
  /** What a payment page sends once its reader ticked the terms it showed. */
  const acceptedOf = (terms: PublicPricingTerm[]) =>
    terms.map(({ pricingTermID, version }) => ({ pricingTermID, version }));
  const recordedOf = (terms: PublicPricingTerm[]): AcceptedPricingTerm[] =>
    terms.map(({ pricingTermID, title, version }) => ({ pricingTermID, title, version }));
  /** Every acceptance on the payment's stream, oldest first: what a dispute is answered from. */
  const acceptancesOf = async (paymentID: string) =>
    (await api.resources.eventStore.readStream(paymentStream(paymentID)))
      .filter((event) => event.type === 'PaymentTermsAccepted')
      .map((event) => (event.data as { acceptedPricingTerms: AcceptedPricingTerm[] }).acceptedPricingTerms);
  const adminRowOf = async (readerID: string, paymentID: string) => {
    const viewer = await api.adminToken([Privileges.reader.view]);
    const rows = await api.ok<AdminReaderPayment[]>(ApiPaths.adminReader.getReaderPayments, {
      token: viewer,
      body: { readerID },
    });
    return rows.find((row) => row.paymentID === paymentID);
  };
  const answer = (response: { status: number; body: unknown }) => [
    response.status,
    firstError(response.body)?.errorMessage,
    firstError(response.body)?.field,
  ];
  const providerIntents = async () =>
    Number(
      (await api.resources.pool.query<{ n: string }>('SELECT count(*) AS n FROM sandbox_payment_intent')).rows[0]!.n,
    );

  beforeAll(async () => {
    renewal = await saveTerm({ title: 'Renewal', content: '<p>Renews each period.</p>' });
    refunds = await saveTerm({ title: 'Refunds', content: '<p>Within 14 days.</p>' });
  });
  afterAll(async () => {
    for (const term of [renewal, refunds])
      await api.ok(P.updatePricingTermStatus, {
        token: admin,
        body: { pricingTermID: term.pricingTermID, status: 'INA' },
      });
  });

  test('a payment opened with the terms shown records them with their versions on its stream, and the admin sees them', async () => {
    await saveTerm({ pricingTermID: refunds.pricingTermID, title: 'Refunds', content: '<p>Within 30 days.</p>' });
    // Saved again untouched: nothing changed, so the version stays.
    await saveTerm({
      pricingTermID: refunds.pricingTermID,
      title: 'Refunds',
      content: '<p>Within 30 days.</p>',
      status: 'ACT',
    });
    const page = await shown();
    expect(page.map((term) => [term.title, term.version, term.content])).toEqual([
      ['Renewal', 1, '<p>Renews each period.</p>'],
      ['Refunds', 2, '<p>Within 30 days.</p>'],
    ]);
    const reader = await api.signedInReader();
    const started = await initiate(reader.token, {
      pricingPlanID: plan.pricingPlanID,
      paymentType: 'CARD',
      acceptedPricingTerms: acceptedOf(page),
    });
    const recorded = [
      { pricingTermID: renewal.pricingTermID, title: 'Renewal', version: 1 },
      { pricingTermID: refunds.pricingTermID, title: 'Refunds', version: 2 },
    ];
    expect(await acceptancesOf(started.paymentID)).toEqual([recorded]);
    expect(await adminRowOf(reader.userId, started.paymentID)).toMatchObject({
      purpose: 'SUBSCRIPTION',
      status: 'INITIATED',
      acceptedPricingTerms: recorded,
    });
  });

  test('terms edited after the page loaded, or none sent while terms are active: 400 naming acceptedPricingTerms, nothing written', async () => {
    const page = await shown();
    await saveTerm({
      pricingTermID: renewal.pricingTermID,
      title: 'Renewal',
      content: '<p>Renews each period; cancel any time.</p>',
    });
    const reader = await api.signedInReader();
    const events = await quietEventCount();
    const intents = await providerIntents();
    const initiateWith = async (extra: Record<string, unknown>) =>
      answer(
        await api.call(R.initiatePayment, {
          token: reader.token,
          body: { pricingPlanID: plan.pricingPlanID, paymentType: 'CARD', ...extra },
        }),
      );
    const changed = [400, Messages.pricingTermsChanged, 'acceptedPricingTerms'];
    expect(await initiateWith({ acceptedPricingTerms: acceptedOf(page) })).toEqual(changed);
    expect(await initiateWith({})).toEqual([400, Messages.required, 'acceptedPricingTerms']);
    expect(await initiateWith({ acceptedPricingTerms: [] })).toEqual(changed);
    expect(await initiateWith({ acceptedPricingTerms: acceptedOf(await shown()).slice(1) })).toEqual(changed);
    const twice = acceptedOf(await shown());
    expect(await initiateWith({ acceptedPricingTerms: [...twice, twice[0]] })).toEqual(changed);
    expect(
      await initiateWith({ acceptedPricingTerms: [{ pricingTermID: renewal.pricingTermID, version: 'latest' }] }),
    ).toEqual([400, 'Not a Number', 'acceptedPricingTerms.0.version']);
    expect(await api.eventCount()).toBe(events);
    expect(await providerIntents()).toBe(intents);
    expect((await details(reader.token)).status).not.toBe('INITIATED');

    // Shown again, the edited term at its new version: accepted and recorded.
    const again = await shown();
    expect(again.find((term) => term.pricingTermID === renewal.pricingTermID)?.version).toBe(2);
    const started = await initiate(reader.token, {
      pricingPlanID: plan.pricingPlanID,
      paymentType: 'CARD',
      acceptedPricingTerms: acceptedOf(again),
    });
    expect(await acceptancesOf(started.paymentID)).toEqual([recordedOf(again)]);
  });

  test("the upgrade's path: checked before anything is written, and recorded on the upgrade's payment", async () => {
    const reader = await api.signedInReader();
    const first = await initiate(reader.token, {
      pricingPlanID: plan.pricingPlanID,
      paymentType: 'CARD',
      acceptedPricingTerms: acceptedOf(await shown()),
    });
    await payOnPage(first.checkoutUrl!, { step: 'pay', card: SandboxCards.success });
    await api.ok(R.confirmSubscription, { token: reader.token, body: { paymentID: first.paymentID } });
    const page = await shown();
    await saveTerm({
      pricingTermID: refunds.pricingTermID,
      title: 'Refunds and credit',
      content: '<p>Within 30 days.</p>',
    });
    const events = await quietEventCount();
    const upgradeWith = async (extra: Record<string, unknown>) =>
      answer(
        await api.call(R.initiateUpgradePayment, {
          token: reader.token,
          body: { pricingPlanID: otherPlan.pricingPlanID, paymentType: 'CARD', ...extra },
        }),
      );
    expect(await upgradeWith({ acceptedPricingTerms: acceptedOf(page) })).toEqual([
      400,
      Messages.pricingTermsChanged,
      'acceptedPricingTerms',
    ]);
    expect(await upgradeWith({})).toEqual([400, Messages.required, 'acceptedPricingTerms']);
    expect(await api.eventCount()).toBe(events);

    const current = await shown();
    const upgrade = await api.ok<InitiatedPayment>(R.initiateUpgradePayment, {
      token: reader.token,
      body: { pricingPlanID: otherPlan.pricingPlanID, paymentType: 'CARD', acceptedPricingTerms: acceptedOf(current) },
    });
    expect(recordedOf(current).find((term) => term.pricingTermID === refunds.pricingTermID)).toEqual({
      pricingTermID: refunds.pricingTermID,
      title: 'Refunds and credit',
      version: 3,
    });
    expect(await acceptancesOf(upgrade.paymentID)).toEqual([recordedOf(current)]);
    expect(await adminRowOf(reader.userId, upgrade.paymentID)).toMatchObject({
      purpose: 'UPGRADE',
      acceptedPricingTerms: recordedOf(current),
    });
  });

  test("the external payer's path: checked before the link is claimed; a payer back after a decline records the changed terms again", async () => {
    const reader = await api.signedInReader();
    const made = await api.ok<ExternalPaymentLink>(R.createExternalPaymentLink, {
      token: reader.token,
      body: { pricingPlanID: plan.pricingPlanID },
    });
    const token = new URL(made.url).searchParams.get('token')!;
    const payWith = (extra: Record<string, unknown>) =>
      api.call<InitiatedPayment>(ApiPaths.public.initiateExternalPayment, {
        body: { token, paymentType: 'CARD', ...extra },
      });
    const page = await shown();
    await saveTerm({
      pricingTermID: renewal.pricingTermID,
      title: 'Renewal',
      content: '<p>Renews each period until cancelled.</p>',
    });
    const events = await quietEventCount();
    expect(answer(await payWith({ acceptedPricingTerms: acceptedOf(page) }))).toEqual([
      400,
      Messages.pricingTermsChanged,
      'acceptedPricingTerms',
    ]);
    expect(answer(await payWith({}))).toEqual([400, Messages.required, 'acceptedPricingTerms']);
    expect(await api.eventCount()).toBe(events);
    expect(await api.ok<ExternalPaymentView>(ApiPaths.public.getExternalPayment, { body: { token } })).toMatchObject({
      state: 'OPEN',
      payment: null,
    });

    const current = await shown();
    const { paymentID, checkoutUrl } = await api.ok<InitiatedPayment>(ApiPaths.public.initiateExternalPayment, {
      body: { token, paymentType: 'CARD', acceptedPricingTerms: acceptedOf(current) },
    });
    await payOnPage(checkoutUrl!, { step: 'pay', card: SandboxCards.declined });
    await saveTerm({
      pricingTermID: refunds.pricingTermID,
      title: 'Refunds and credit',
      content: '<p>Within 45 days.</p>',
    });
    expect(answer(await payWith({ acceptedPricingTerms: acceptedOf(current) }))).toEqual([
      400,
      Messages.pricingTermsChanged,
      'acceptedPricingTerms',
    ]);
    const changed = await shown();
    expect((await payWith({ acceptedPricingTerms: acceptedOf(changed) })).status).toBe(200);
    expect(await acceptancesOf(paymentID)).toEqual([recordedOf(current), recordedOf(changed)]);
    expect(await adminRowOf(reader.userId, paymentID)).toMatchObject({ acceptedPricingTerms: recordedOf(changed) });
  });
});

test("the provider's ledger and ours agree: every succeeded intent is one SUCCEEDED payment of the same amount", async () => {
  await api.runDueJobs();
  const { rows: provider } = await api.resources.pool.query<{ id: string; cents: number }>(
    `SELECT provider_payment_id AS id, amount_cents AS cents FROM sandbox_payment_intent WHERE status = 'succeeded' ORDER BY 1`,
  );
  const { rows: ours } = await api.resources.pool.query<{ id: string; cents: number }>(
    `SELECT provider_payment_id AS id, amount_cents AS cents FROM payment WHERE status IN ('SUCCEEDED', 'REFUNDED') AND provider_payment_id LIKE 'pi_sbx_%' ORDER BY 1`,
  );
  expect(provider.length).toBeGreaterThanOrEqual(5);
  expect(ours.filter((row) => !settledByHandMadeWebhooks.includes(row.id))).toEqual(provider);
});
