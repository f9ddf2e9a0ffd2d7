import { randomBytes, randomUUID } from 'node:crypto';
import { type Kysely, sql } from 'kysely';
import type { Clock } from '@notebook/kernel';
import type { Database } from '@notebook/read-models';
import type { SandboxPaymentIntentTable } from '../../read-model/schema';
import type { Selectable } from 'kysely';
import { signWebhook } from '../../webhooks/webhook-signature';
import {
  type ChargeSavedCard,
  type CreatePayment,
  PaymentRefundRefused,
  type ProviderPayment,
} from '../payment-gateway';

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
/** The sandbox's refusal of a refund (Stripe's words for an amount over what is left). */
export const SANDBOX_REFUND_REFUSED = 'Refund amount is greater than the amount left to refund on this charge.';
export const SANDBOX_AUTHENTICATION_FAILED =
  'We are unable to authenticate your payment method. Please choose a different payment method and try again.';
export const SANDBOX_AFTERPAY_DECLINED = 'Afterpay declined this order.';
export const SANDBOX_NO_SAVED_CARD = 'The customer has no saved payment method.';
export const SANDBOX_OFF_SESSION_AUTHENTICATION = 'This payment needs the cardholder to authenticate it.';

/** What the sandbox keeps in a payment's metadata for itself; never sent in a webhook. */
const OWN = { returnPath: 'sandbox_returnPath', customer: 'sandbox_customer', saveCard: 'sandbox_saveCard' } as const;

type Intent = Selectable<SandboxPaymentIntentTable>;
const MAX_DELIVERIES = 8;
type Outcome = { status: Intent['status']; failureReason: string | null };
export type SandboxOptions = {
  enabled: boolean;
  webhookSecret: string;
  webhookDelayMs: number;
  webhookDuplicates: number;
  log?: (line: string) => void;
};

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
  /** Webhooks this process is sending; the sweep leaves them alone. */
  private readonly sending = new Set<string>();
  private sweeper: NodeJS.Timeout | null = null;
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

  /**
   * Where the sandbox sends webhooks and where its pages are, once the API listens. Its delivery
   * then also sweeps, each second, the webhooks other processes recorded (the worker's renewals).
   */
  async listenOn(targets: { apiBaseUrl: string; pageBaseUrl?: string }): Promise<void> {
    if (!this.options.enabled) return;
    this.targets = {
      webhookUrl: `${targets.apiBaseUrl}/api/webhooks/payments`,
      pageBase: targets.pageBaseUrl ?? targets.apiBaseUrl,
    };
    await this.deliverPending();
    this.sweeper = setInterval(() => void this.deliverPending().catch(() => undefined), 1_000);
  }

  close(): void {
    this.closed = true;
    if (this.sweeper) clearInterval(this.sweeper);
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
  }

  async createPayment(request: CreatePayment): Promise<ProviderPayment> {
    const returnTo = new URL(request.returnUrl, 'http://sandbox.invalid');
    const own = {
      [OWN.returnPath]: `${returnTo.pathname}${returnTo.search}`,
      [OWN.customer]: request.customerRef,
      [OWN.saveCard]: String(request.saveCardForRenewals),
    };
    return this.view(
      await this.openIntent(request.idempotencyKey, request.amountCents, request.paymentType, {
        ...request.metadata,
        ...own,
      }),
    );
  }

  /** An off-session charge of the customer's saved card: settled at once, as the card decides. */
  async chargeSavedCard(request: ChargeSavedCard): Promise<ProviderPayment> {
    const intent = await this.openIntent(request.idempotencyKey, request.amountCents, 'CARD', {
      ...request.metadata,
      [OWN.customer]: request.customerRef,
    });
    if (intent.status === 'requires_payment_method' && intent.failure_reason === null) {
      const saved = await this.db
        .selectFrom('sandbox_customer')
        .select('card')
        .where('customer_ref', '=', request.customerRef)
        .executeTakeFirst();
      const card = saved?.card ?? null;
      if (card === null)
        await this.settle(intent.provider_payment_id, {
          status: 'requires_payment_method',
          failureReason: SANDBOX_NO_SAVED_CARD,
        });
      else if (card === SandboxCards.authentication)
        await this.settle(intent.provider_payment_id, {
          status: 'requires_payment_method',
          failureReason: SANDBOX_OFF_SESSION_AUTHENTICATION,
        });
      else await this.payWithCard(intent.provider_payment_id, card);
    }
    return this.retrievePayment(intent.provider_payment_id);
  }

  /** The sandbox's dashboard: the customer's saved card replaced (e.g. by one that will be declined). */
  async saveCard(customerRef: string, card: string): Promise<void> {
    const now = this.clock.now();
    await this.db
      .insertInto('sandbox_customer')
      .values({ customer_ref: customerRef, card, saved_at: now })
      .onConflict((conflict) => conflict.column('customer_ref').doUpdateSet({ card, saved_at: now }))
      .execute();
  }

  /** One intent per idempotency key: the same key again answers the intent made the first time. */
  private async openIntent(
    idempotencyKey: string,
    amountCents: number,
    paymentType: CreatePayment['paymentType'],
    metadata: Record<string, string>,
  ): Promise<Intent> {
    const now = this.clock.now();
    await this.db
      .insertInto('sandbox_payment_intent')
      .values({
        provider_payment_id: `pi_sbx_${randomBytes(12).toString('hex')}`,
        idempotency_key: idempotencyKey,
        amount_cents: amountCents,
        currency: 'aud',
        payment_method_types: [paymentType === 'CARD' ? 'card' : 'afterpay_clearpay'],
        metadata: JSON.stringify(metadata),
        status: 'requires_payment_method',
        failure_reason: null,
        created_at: now,
        updated_at: now,
      })
      .onConflict((conflict) => conflict.column('idempotency_key').doNothing())
      .execute();
    return this.db
      .selectFrom('sandbox_payment_intent')
      .selectAll()
      .where('idempotency_key', '=', idempotencyKey)
      .executeTakeFirstOrThrow();
  }

  async retrievePayment(providerPaymentID: string): Promise<ProviderPayment> {
    const intent = await this.intent(providerPaymentID);
    if (!intent) throw new Error(`No such payment intent: ${providerPaymentID}`);
    return this.view(intent);
  }

  intent(providerPaymentID: string): Promise<Intent | undefined> {
    return this.db
      .selectFrom('sandbox_payment_intent')
      .selectAll()
      .where('provider_payment_id', '=', providerPaymentID)
      .executeTakeFirst();
  }

  /** The hosted page's card form: the card decides (SandboxCards); a bad number changes nothing. */
  async payWithCard(providerPaymentID: string, cardNumber: string): Promise<Outcome> {
    const card = cardNumber.replace(/\D/g, '');
    if (card === SandboxCards.success) {
      const outcome = await this.settle(providerPaymentID, { status: 'succeeded', failureReason: null });
      await this.keepCardIfAsked(providerPaymentID, card);
      return outcome;
    }
    if (card === SandboxCards.authentication)
      return this.settle(providerPaymentID, { status: 'requires_action', failureReason: null });
    const decline = DECLINES[card];
    if (decline) return this.settle(providerPaymentID, { status: 'requires_payment_method', failureReason: decline });
    return { status: 'requires_payment_method', failureReason: SANDBOX_INVALID_CARD };
  }

  private async keepCardIfAsked(providerPaymentID: string, card: string): Promise<void> {
    const intent = await this.intent(providerPaymentID);
    if (intent?.metadata[OWN.saveCard] === 'true' && intent.metadata[OWN.customer])
      await this.saveCard(intent.metadata[OWN.customer], card);
  }

  /** The authentication step of a card that needs one, or Afterpay's approval: approved succeeds, refused fails. */
  async approve(providerPaymentID: string, approved: boolean): Promise<Outcome> {
    const intent = await this.intent(providerPaymentID);
    const failure = intent?.payment_method_types.includes('afterpay_clearpay')
      ? SANDBOX_AFTERPAY_DECLINED
      : SANDBOX_AUTHENTICATION_FAILED;
    return this.settle(
      providerPaymentID,
      approved
        ? { status: 'succeeded', failureReason: null }
        : { status: 'requires_payment_method', failureReason: failure },
    );
  }

  /**
   * A refund (an admin's, or a test's): the charge's refunded total grows and `charge.refunded` is
   * sent. A key seen before refunds nothing again; a payment not paid, or nothing left to refund, is refused.
   */
  async refund(providerPaymentID: string, amountCents: number, idempotencyKey: string = randomUUID()): Promise<void> {
    const updated = await this.db.transaction().execute(async (trx) => {
      const first = await trx
        .insertInto('sandbox_refund')
        .values({
          idempotency_key: idempotencyKey,
          provider_payment_id: providerPaymentID,
          amount_cents: amountCents,
          created_at: this.clock.now(),
        })
        .onConflict((conflict) => conflict.column('idempotency_key').doNothing())
        .returning('idempotency_key')
        .executeTakeFirst();
      if (!first) return null;
      const intent = await trx
        .updateTable('sandbox_payment_intent')
        .set({ refunded_cents: sql`refunded_cents + ${amountCents}`, updated_at: this.clock.now() })
        .where('provider_payment_id', '=', providerPaymentID)
        .where('status', '=', 'succeeded')
        .where(sql<boolean>`refunded_cents + ${amountCents} <= captured_cents`)
        .returningAll()
        .executeTakeFirst();
      if (!intent) throw new PaymentRefundRefused(SANDBOX_REFUND_REFUSED);
      return intent;
    });
    if (updated)
      await this.sendWebhook('charge.refunded', updated, {
        amount_refunded: updated.refunded_cents,
        payment_intent: updated.provider_payment_id,
      });
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
      await this.sendWebhook('payment_intent.payment_failed', updated, {
        last_payment_error: { message: outcome.failureReason },
      });
    return outcome;
  }

  private async sendWebhook(type: string, intent: Intent, extra: Record<string, unknown> = {}): Promise<void> {
    const eventID = `evt_sbx_${randomBytes(12).toString('hex')}`;
    const metadata = Object.fromEntries(Object.entries(intent.metadata).filter(([key]) => !key.startsWith('sandbox_')));
    const payload = JSON.stringify({
      id: eventID,
      object: 'event',
      type,
      created: Math.floor(this.clock.now().getTime() / 1000),
      data: {
        object: {
          id: intent.provider_payment_id,
          amount: intent.amount_cents,
          currency: intent.currency,
          metadata,
          ...extra,
        },
      },
    });
    await this.db
      .insertInto('sandbox_webhook')
      .values({ event_id: eventID, payload, created_at: this.clock.now(), delivered_at: null })
      .execute();
    for (let copy = 0; copy <= this.options.webhookDuplicates; copy++)
      this.later(eventID, payload, this.options.webhookDelayMs * (copy + 1), 0);
  }

  /** The webhooks not yet delivered that this process is not already sending (recorded elsewhere, or before a restart). */
  private async deliverPending(): Promise<void> {
    if (!this.targets || this.closed) return;
    const pending = await this.db
      .selectFrom('sandbox_webhook')
      .select(['event_id', 'payload'])
      .where('delivered_at', 'is', null)
      .where('attempts', '<', MAX_DELIVERIES)
      .orderBy('created_at')
      .execute();
    for (const webhook of pending)
      if (!this.sending.has(webhook.event_id)) this.later(webhook.event_id, webhook.payload, 0, 0);
  }

  /** Sends one copy after `delayMs`; a refusal or an unreachable endpoint is tried again, up to 8 times, doubling the wait. */
  private later(eventID: string, payload: string, delayMs: number, attempt: number): void {
    if (this.closed || !this.targets || attempt >= MAX_DELIVERIES) return;
    this.sending.add(eventID);
    const timer = setTimeout(() => {
      this.timers.delete(timer);
      void this.deliver(eventID, payload).then((delivered) => {
        if (delivered) this.sending.delete(eventID);
        else this.later(eventID, payload, Math.max(500, delayMs * 2), attempt + 1);
      });
    }, delayMs);
    this.timers.add(timer);
  }

  private async deliver(eventID: string, payload: string): Promise<boolean> {
    if (!this.targets || this.closed) return false;
    try {
      const response = await fetch(this.targets.webhookUrl, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'stripe-signature': signWebhook(payload, this.options.webhookSecret, this.clock.now()),
        },
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
