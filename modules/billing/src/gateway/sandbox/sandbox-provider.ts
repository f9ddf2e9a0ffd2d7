import { randomBytes } from 'node:crypto';
import { type Kysely, sql } from 'kysely';
import type { Clock } from '@notebook/kernel';
import type { Database, SandboxPaymentIntentTable } from '@notebook/read-models';
import type { Selectable } from 'kysely';
import { signWebhook } from '../../webhooks/webhook-signature';
import type { CreatePayment, ProviderPayment } from '../payment-gateway';

/** The sandbox's test cards, as Stripe's test mode names them. */
export const SandboxCards = {
  success: '4242424242424242',
  declined: '4000000000000002',
  insufficientFunds: '4000000000009995',
  /** Succeeds after the cardholder completes an authentication step (3-D Secure). */
  authentication: '4000002500003155',
} as const;

const DECLINES: Record<string, string> = {
  [SandboxCards.declined]: 'Your card was declined.',
  [SandboxCards.insufficientFunds]: 'Your card has insufficient funds.',
};
export const SANDBOX_INVALID_CARD = 'Your card number is incorrect.';
export const SANDBOX_AUTHENTICATION_FAILED = 'We are unable to authenticate your payment method. Please choose a different payment method and try again.';
export const SANDBOX_AFTERPAY_DECLINED = 'Afterpay declined this order.';

type Intent = Selectable<SandboxPaymentIntentTable>;
type Outcome = { status: Intent['status']; failureReason: string | null };
export type SandboxOptions = { enabled: boolean; webhookSecret: string; webhookDelayMs: number; webhookDuplicates: number; log?: (line: string) => void };

/**
 * A payment provider inside the project that behaves like one (issue 17): payment intents created
 * once per idempotency key, a hosted page where test cards succeed, are declined or ask for an
 * authentication step, Afterpay approvals, refunds, and webhooks signed as Stripe signs them, sent
 * after a delay (and duplicated on request), retried until our endpoint answers 2xx. Its ledger is
 * its own tables, as a real provider's records are on its side.
 */
export class SandboxProvider {
  private targets: { webhookUrl: string; pageBase: string } | null = null;
  private readonly timers = new Set<NodeJS.Timeout>();
  private closed = false;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly clock: Clock,
    private readonly options: SandboxOptions,
  ) {}

  /** The sandbox is the gateway (development and test without Stripe's keys); otherwise its page is absent. */
  get enabled(): boolean {
    return this.options.enabled;
  }

  /** Where the sandbox sends webhooks and where its pages are, once the API listens; pending webhooks go out then. */
  listenOn(targets: { apiBaseUrl: string; pageBaseUrl?: string }): Promise<void> {
    if (!this.options.enabled) return Promise.resolve();
    this.targets = { webhookUrl: `${targets.apiBaseUrl}/api/webhooks/payments`, pageBase: targets.pageBaseUrl ?? targets.apiBaseUrl };
    return this.deliverPending();
  }

  close(): void {
    this.closed = true;
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
  }

  async createPayment(request: CreatePayment): Promise<ProviderPayment> {
    const now = this.clock.now();
    const returnTo = new URL(request.returnUrl, 'http://sandbox.invalid');
    await this.db
      .insertInto('sandbox_payment_intent')
      .values({
        provider_payment_id: `pi_sbx_${randomBytes(12).toString('hex')}`,
        idempotency_key: request.idempotencyKey,
        amount_cents: request.amountCents,
        currency: 'aud',
        payment_method_types: [request.paymentType === 'CARD' ? 'card' : 'afterpay_clearpay'],
        metadata: JSON.stringify({ ...request.metadata, returnPath: `${returnTo.pathname}${returnTo.search}` }),
        status: 'requires_payment_method',
        failure_reason: null,
        created_at: now,
        updated_at: now,
      })
      .onConflict((conflict) => conflict.column('idempotency_key').doNothing())
      .execute();
    const intent = await this.db
      .selectFrom('sandbox_payment_intent')
      .selectAll()
      .where('idempotency_key', '=', request.idempotencyKey)
      .executeTakeFirstOrThrow();
    return this.view(intent);
  }

  async retrievePayment(providerPaymentID: string): Promise<ProviderPayment> {
    const intent = await this.intent(providerPaymentID);
    if (!intent) throw new Error(`No such payment intent: ${providerPaymentID}`);
    return this.view(intent);
  }

  intent(providerPaymentID: string): Promise<Intent | undefined> {
    return this.db.selectFrom('sandbox_payment_intent').selectAll().where('provider_payment_id', '=', providerPaymentID).executeTakeFirst();
  }

  /** The hosted page's card form: the card decides (SandboxCards); a bad number changes nothing. */
  async payWithCard(providerPaymentID: string, cardNumber: string): Promise<Outcome> {
    const card = cardNumber.replace(/\D/g, '');
    if (card === SandboxCards.success) return this.settle(providerPaymentID, { status: 'succeeded', failureReason: null });
    if (card === SandboxCards.authentication) return this.settle(providerPaymentID, { status: 'requires_action', failureReason: null });
    const decline = DECLINES[card];
    if (decline) return this.settle(providerPaymentID, { status: 'requires_payment_method', failureReason: decline });
    return { status: 'requires_payment_method', failureReason: SANDBOX_INVALID_CARD };
  }

  /** The authentication step of a card that needs one, or Afterpay's approval: approved succeeds, refused fails. */
  async approve(providerPaymentID: string, approved: boolean): Promise<Outcome> {
    const intent = await this.intent(providerPaymentID);
    const failure = intent?.payment_method_types.includes('afterpay_clearpay') ? SANDBOX_AFTERPAY_DECLINED : SANDBOX_AUTHENTICATION_FAILED;
    return this.settle(
      providerPaymentID,
      approved ? { status: 'succeeded', failureReason: null } : { status: 'requires_payment_method', failureReason: failure },
    );
  }

  /** A refund (an admin's, or a test's): the charge's refunded total grows and `charge.refunded` is sent. */
  async refund(providerPaymentID: string, amountCents: number): Promise<void> {
    const updated = await this.db
      .updateTable('sandbox_payment_intent')
      .set({ refunded_cents: sql`least(captured_cents, refunded_cents + ${amountCents})`, updated_at: this.clock.now() })
      .where('provider_payment_id', '=', providerPaymentID)
      .where('status', '=', 'succeeded')
      .returningAll()
      .executeTakeFirst();
    if (!updated) throw new Error(`Nothing to refund on ${providerPaymentID}`);
    await this.sendWebhook('charge.refunded', updated, { amount_refunded: updated.refunded_cents, payment_intent: updated.provider_payment_id });
  }

  /** Succeeded once: a second payment of a paid intent changes nothing (the page says it is paid). */
  private async settle(providerPaymentID: string, outcome: Outcome): Promise<Outcome> {
    const updated = await this.db
      .updateTable('sandbox_payment_intent')
      .set({
        status: outcome.status,
        failure_reason: outcome.failureReason,
        captured_cents: outcome.status === 'succeeded' ? sql<number>`amount_cents` : 0,
        updated_at: this.clock.now(),
      })
      .where('provider_payment_id', '=', providerPaymentID)
      .where('status', 'in', ['requires_payment_method', 'requires_action'])
      .returningAll()
      .executeTakeFirst();
    if (!updated) return { status: 'succeeded', failureReason: null };
    if (outcome.status === 'succeeded') await this.sendWebhook('payment_intent.succeeded', updated);
    else if (outcome.failureReason)
      await this.sendWebhook('payment_intent.payment_failed', updated, { last_payment_error: { message: outcome.failureReason } });
    return outcome;
  }

  private async sendWebhook(type: string, intent: Intent, extra: Record<string, unknown> = {}): Promise<void> {
    const eventID = `evt_sbx_${randomBytes(12).toString('hex')}`;
    const { returnPath: _ours, ...metadata } = intent.metadata;
    const payload = JSON.stringify({
      id: eventID,
      object: 'event',
      type,
      created: Math.floor(this.clock.now().getTime() / 1000),
      data: { object: { id: intent.provider_payment_id, amount: intent.amount_cents, currency: intent.currency, metadata, ...extra } },
    });
    await this.db.insertInto('sandbox_webhook').values({ event_id: eventID, payload, created_at: this.clock.now(), delivered_at: null }).execute();
    for (let copy = 0; copy <= this.options.webhookDuplicates; copy++) this.later(eventID, payload, this.options.webhookDelayMs * (copy + 1), 0);
  }

  private async deliverPending(): Promise<void> {
    const pending = await this.db
      .selectFrom('sandbox_webhook')
      .select(['event_id', 'payload'])
      .where('delivered_at', 'is', null)
      .orderBy('created_at')
      .execute();
    for (const webhook of pending) this.later(webhook.event_id, webhook.payload, 0, 0);
  }

  /** Sends one copy after `delayMs`; a refusal or an unreachable endpoint is tried again, up to 8 times, doubling the wait. */
  private later(eventID: string, payload: string, delayMs: number, attempt: number): void {
    if (this.closed || !this.targets || attempt >= 8) return;
    const timer = setTimeout(() => {
      this.timers.delete(timer);
      void this.deliver(eventID, payload).then((delivered) => {
        if (!delivered) this.later(eventID, payload, Math.max(500, delayMs * 2), attempt + 1);
      });
    }, delayMs);
    this.timers.add(timer);
  }

  private async deliver(eventID: string, payload: string): Promise<boolean> {
    if (!this.targets || this.closed) return false;
    try {
      const response = await fetch(this.targets.webhookUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'stripe-signature': signWebhook(payload, this.options.webhookSecret, this.clock.now()) },
        body: payload,
      });
      await response.arrayBuffer();
      if (this.closed) return true;
      await this.db
        .updateTable('sandbox_webhook')
        .set({ attempts: sql`attempts + 1`, delivered_at: response.ok ? this.clock.now() : null })
        .where('event_id', '=', eventID)
        .execute();
      if (!response.ok) this.options.log?.(`[sandbox] webhook ${eventID} refused: ${response.status}`);
      return response.ok;
    } catch {
      return false;
    }
  }

  private view(intent: Intent): ProviderPayment {
    return {
      providerPaymentID: intent.provider_payment_id,
      status: intent.status,
      amountCents: intent.amount_cents,
      currency: intent.currency,
      failureReason: intent.failure_reason,
      checkoutUrl: `${this.targets?.pageBase ?? ''}/api/sandbox/checkout/${intent.provider_payment_id}`,
    };
  }
}
