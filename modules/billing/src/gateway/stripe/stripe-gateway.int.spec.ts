import { type IncomingMessage, type Server, type ServerResponse, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { SystemClock, UnauthorizedError } from '@notebook/kernel';
import { type TestDatabase, createTestDatabase } from '../../../../../test/support/test-database';
import { verifyWebhook } from '../../webhooks/webhook-signature';
import { PaymentRefundRefused } from '../payment-gateway';
import { STRIPE_NO_SAVED_CARD, StripePaymentGateway } from './stripe-gateway';

/**
 * The Stripe gateway drives the real `stripe` SDK against a local server that answers the few
 * endpoints it uses, so what it sends (form fields, idempotency keys, the secret key) is checked as
 * Stripe would receive it, and Stripe's own answers (a declined off-session charge is a 402 carrying
 * the intent) are read as Stripe gives them.
 */
type Received = { method: string; path: string; headers: IncomingMessage['headers']; form: Record<string, string> };

class FakeStripe {
  readonly received: Received[] = [];
  readonly savedCards = new Map<string, string>();
  private readonly intents = new Map<string, Record<string, unknown>>();
  private readonly byIdempotencyKey = new Map<string, { status: number; body: unknown }>();
  private server: Server | null = null;

  async start(): Promise<number> {
    this.server = createServer((request, response) => void this.answer(request, response));
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    return (this.server!.address() as AddressInfo).port;
  }

  stop(): Promise<void> {
    return new Promise((resolve) => this.server?.close(() => resolve()));
  }

  sent(method: string, path: string): Received[] {
    return this.received.filter((request) => request.method === method && request.path === path);
  }

  private async answer(request: IncomingMessage, response: ServerResponse): Promise<void> {
    let text = '';
    for await (const chunk of request) text += String(chunk);
    const url = new URL(request.url ?? '/', 'http://stripe.local');
    const form = Object.fromEntries(new URLSearchParams(request.method === 'GET' ? url.search : text));
    this.received.push({ method: request.method ?? '', path: url.pathname, headers: request.headers, form });
    const key = request.headers['idempotency-key'];
    const replay = typeof key === 'string' ? this.byIdempotencyKey.get(key) : undefined;
    const { status, body } = replay ?? this.route(request.method ?? '', url.pathname, form);
    if (typeof key === 'string') this.byIdempotencyKey.set(key, { status, body });
    response.writeHead(status, { 'content-type': 'application/json', 'request-id': 'req_test' });
    response.end(JSON.stringify(body));
  }

  private route(method: string, path: string, form: Record<string, string>): { status: number; body: unknown } {
    if (method === 'POST' && path === '/v1/customers')
      return { status: 200, body: { id: `cus_${this.received.length}`, object: 'customer' } };
    if (method === 'GET' && path === '/v1/payment_methods') {
      const card = this.savedCards.get(form.customer!);
      return {
        status: 200,
        body: {
          object: 'list',
          url: path,
          has_more: false,
          data: card ? [{ id: card, object: 'payment_method', type: 'card' }] : [],
        },
      };
    }
    if (method === 'GET' && path.startsWith('/v1/payment_intents/'))
      return { status: 200, body: this.intents.get(path.split('/').pop()!) };
    if (method === 'POST' && path === '/v1/payment_intents') return this.createIntent(form);
    if (method === 'POST' && path === '/v1/refunds') return this.refund(form);
    return { status: 404, body: { error: { type: 'invalid_request_error', message: `No route ${method} ${path}` } } };
  }

  /** Stripe refuses a refund larger than what is left on the charge (400, invalid_request_error). */
  private refund(form: Record<string, string>): { status: number; body: unknown } {
    const intent = this.intents.get(form.payment_intent!) as { amount: number; refunded?: number } | undefined;
    const left = intent ? intent.amount - (intent.refunded ?? 0) : 0;
    if (!intent || Number(form.amount) > left)
      return {
        status: 400,
        body: {
          error: {
            type: 'invalid_request_error',
            code: 'charge_already_refunded',
            message: 'Charge has already been refunded.',
          },
        },
      };
    intent.refunded = (intent.refunded ?? 0) + Number(form.amount);
    return {
      status: 200,
      body: { id: `re_${this.received.length}`, object: 'refund', amount: Number(form.amount), status: 'succeeded' },
    };
  }

  private createIntent(form: Record<string, string>): { status: number; body: unknown } {
    const id = `pi_test_${this.intents.size + 1}`;
    const declined = form.confirm === 'true' && form.payment_method === 'pm_card_chargeDeclined';
    const intent = {
      id,
      object: 'payment_intent',
      amount: Number(form.amount),
      currency: form.currency,
      customer: form.customer,
      client_secret: `${id}_secret_test`,
      status: form.confirm === 'true' && !declined ? 'succeeded' : 'requires_payment_method',
      last_payment_error: declined
        ? { type: 'card_error', code: 'card_declined', message: 'Your card was declined.' }
        : null,
      metadata: Object.fromEntries(
        Object.entries(form).flatMap(([name, value]) =>
          name.startsWith('metadata[') ? [[name.slice(9, -1), value]] : [],
        ),
      ),
    };
    this.intents.set(id, intent);
    if (!declined) return { status: 200, body: intent };
    return {
      status: 402,
      body: {
        error: {
          type: 'card_error',
          code: 'card_declined',
          message: 'Your card was declined.',
          payment_intent: intent,
        },
      },
    };
  }
}

let database: TestDatabase;
const fake = new FakeStripe();
let gateway: StripePaymentGateway;
const reader = '0190b000-0000-7000-8000-00000000d001';
const order = {
  amountCents: 24950,
  description: 'Notebook: 6 months',
  metadata: { paymentID: 'pay-1', readerID: reader },
  returnUrl: 'https://notebook.test/x',
};

beforeAll(async () => {
  database = await createTestDatabase();
  const port = await fake.start();
  gateway = new StripePaymentGateway(
    { secretKey: 'sk_test_123', host: '127.0.0.1', port, protocol: 'http' },
    database.db,
    new SystemClock(),
  );
});
afterAll(async () => {
  await fake.stop();
  await database.drop();
});

test("a card payment: one PaymentIntent in AUD with our id in its metadata and as its idempotency key, kept for renewals on the reader's customer", async () => {
  const payment = await gateway.createPayment({
    ...order,
    idempotencyKey: 'payment-pay-1',
    paymentType: 'CARD',
    customerRef: reader,
    saveCardForRenewals: true,
  });
  expect(payment).toMatchObject({
    providerPaymentID: 'pi_test_1',
    status: 'requires_payment_method',
    amountCents: 24950,
    clientSecret: 'pi_test_1_secret_test',
  });
  const [sent] = fake.sent('POST', '/v1/payment_intents');
  expect(sent!.headers['idempotency-key']).toBe('payment-pay-1');
  expect(sent!.headers.authorization).toBe('Bearer sk_test_123');
  expect(sent!.form).toMatchObject({
    amount: '24950',
    currency: 'aud',
    'allowed_payment_method_types[0]': 'card',
    'metadata[paymentID]': 'pay-1',
    setup_future_usage: 'off_session',
    customer: expect.stringMatching(/^cus_/),
  });
  // The same call again (a retry) is the same intent; the reader's customer is made once.
  const again = await gateway.createPayment({
    ...order,
    idempotencyKey: 'payment-pay-1',
    paymentType: 'CARD',
    customerRef: reader,
    saveCardForRenewals: true,
  });
  expect(again.providerPaymentID).toBe('pi_test_1');
  expect(fake.sent('POST', '/v1/customers')).toHaveLength(1);
  expect((await gateway.retrievePayment('pi_test_1')).providerPaymentID).toBe('pi_test_1');
});

test('Afterpay/Clearpay: its own method type, and no card to keep', async () => {
  await gateway.createPayment({
    ...order,
    idempotencyKey: 'payment-pay-2',
    paymentType: 'AFTERPAY_CLEARPAY',
    customerRef: reader,
    saveCardForRenewals: false,
  });
  const sent = fake.sent('POST', '/v1/payment_intents').at(-1)!;
  expect(sent.form['allowed_payment_method_types[0]']).toBe('afterpay_clearpay');
  expect(sent.form.setup_future_usage).toBeUndefined();
});

test("renewals charge the saved card off-session; a decline comes back with Stripe's reason; no card, no charge", async () => {
  const renewal = { amountCents: 24950, description: 'renewal', metadata: { paymentID: 'pay-r' }, customerRef: reader };
  const none = await gateway.chargeSavedCard({ ...renewal, idempotencyKey: 'renewal-1' });
  expect([none.status, none.failureReason]).toEqual(['requires_payment_method', STRIPE_NO_SAVED_CARD]);

  const customer = fake.sent('POST', '/v1/payment_intents')[0]!.form.customer!;
  fake.savedCards.set(customer, 'pm_card_visa');
  const paid = await gateway.chargeSavedCard({ ...renewal, idempotencyKey: 'renewal-2' });
  expect(paid).toMatchObject({ status: 'succeeded', failureReason: null });
  expect(fake.sent('POST', '/v1/payment_intents').at(-1)!.form).toMatchObject({
    payment_method: 'pm_card_visa',
    off_session: 'true',
    confirm: 'true',
  });

  fake.savedCards.set(customer, 'pm_card_chargeDeclined');
  const declined = await gateway.chargeSavedCard({ ...renewal, idempotencyKey: 'renewal-3' });
  expect(declined).toMatchObject({ status: 'requires_payment_method', failureReason: 'Your card was declined.' });
  expect(declined.providerPaymentID).toMatch(/^pi_test_/);
});

test('a refund names the intent and amount, keyed by our refund id (sent again, refunded once); Stripe refusing it is final', async () => {
  const payment = await gateway.createPayment({
    ...order,
    idempotencyKey: 'payment-pay-refund',
    paymentType: 'CARD',
    customerRef: reader,
    saveCardForRenewals: false,
  });
  const refund = {
    providerPaymentID: payment.providerPaymentID,
    amountCents: 20000,
    idempotencyKey: '0190b000-0000-7000-8000-00000000e001',
  };
  await gateway.refund(refund);
  await gateway.refund(refund);
  const sent = fake.sent('POST', '/v1/refunds');
  expect(sent).toHaveLength(2);
  expect(sent[0]!.headers['idempotency-key']).toBe(refund.idempotencyKey);
  expect(sent[0]!.form).toMatchObject({
    payment_intent: payment.providerPaymentID,
    amount: '20000',
    'metadata[refundID]': refund.idempotencyKey,
  });
  // The replay answered from the first: only 49.50 is left, so a second refund of 200 is refused.
  await expect(gateway.refund({ ...refund, idempotencyKey: '0190b000-0000-7000-8000-00000000e002' })).rejects.toThrow(
    PaymentRefundRefused,
  );
  await gateway.refund({ ...refund, amountCents: 4950, idempotencyKey: '0190b000-0000-7000-8000-00000000e003' });
});

test("Stripe's own webhook signatures pass the one verified path; a changed body does not", () => {
  const payload = JSON.stringify({ id: 'evt_1', type: 'payment_intent.succeeded' });
  const header = Stripe.webhooks.generateTestHeaderString({ payload, secret: 'whsec_test' });
  expect(() => verifyWebhook(Buffer.from(payload), header, 'whsec_test', new Date())).not.toThrow();
  expect(() => verifyWebhook(Buffer.from(payload.replace('evt_1', 'evt_2')), header, 'whsec_test', new Date())).toThrow(
    UnauthorizedError,
  );
});
