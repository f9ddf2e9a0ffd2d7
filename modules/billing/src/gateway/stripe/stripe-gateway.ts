import type { Kysely } from 'kysely';
import Stripe from 'stripe';
import type { Clock } from '@notebook/kernel';
import type { Database } from '@notebook/read-models';
import {
  type ChargeSavedCard,
  type CreatePayment,
  PaymentGateway,
  PaymentRefundRefused,
  type ProviderPayment,
  type RefundPayment,
} from '../payment-gateway';

export const STRIPE_NO_SAVED_CARD = 'No saved card to charge.';

/** Where the SDK talks to: Stripe itself, or (tests) a local server answering its endpoints. */
export type StripeConnection = { secretKey: string; host?: string; port?: number; protocol?: 'http' | 'https' };

/**
 * The gateway over Stripe's PaymentIntents (card and afterpay_clearpay), each created with our
 * payment id as its idempotency key and in its metadata; the browser pays with the intent's client
 * secret (Stripe's Payment Element). A card that pays for a subscription is kept on the reader's
 * Stripe customer (setup_future_usage: off_session) and charged off-session for the renewals. Its
 * webhooks come back through the one verified path (webhooks/).
 */
export class StripePaymentGateway extends PaymentGateway {
  readonly name = 'stripe';
  private readonly stripe: Stripe;

  constructor(
    connection: StripeConnection,
    private readonly db: Kysely<Database>,
    private readonly clock: Clock,
  ) {
    super();
    this.stripe = new Stripe(connection.secretKey, {
      host: connection.host,
      port: connection.port,
      protocol: connection.protocol,
      maxNetworkRetries: 2,
      appInfo: { name: 'Notebook' },
    });
  }

  async createPayment(request: CreatePayment): Promise<ProviderPayment> {
    const customer = await this.customerOf(request.customerRef);
    const intent = await this.stripe.paymentIntents.create(
      {
        amount: request.amountCents,
        currency: 'aud',
        allowed_payment_method_types: [request.paymentType === 'CARD' ? 'card' : 'afterpay_clearpay'],
        customer,
        description: request.description,
        metadata: request.metadata,
        ...(request.saveCardForRenewals ? { setup_future_usage: 'off_session' as const } : {}),
      },
      { idempotencyKey: request.idempotencyKey },
    );
    return viewOf(intent);
  }

  async retrievePayment(providerPaymentID: string): Promise<ProviderPayment> {
    return viewOf(await this.stripe.paymentIntents.retrieve(providerPaymentID));
  }

  /** A refund of the intent's charge, keyed by our refund id; Stripe's refusals (400s) are final, anything else is retried. */
  async refund(request: RefundPayment): Promise<void> {
    try {
      await this.stripe.refunds.create(
        {
          payment_intent: request.providerPaymentID,
          amount: request.amountCents,
          metadata: { refundID: request.idempotencyKey },
        },
        { idempotencyKey: request.idempotencyKey },
      );
    } catch (error) {
      if (error instanceof Stripe.errors.StripeInvalidRequestError) throw new PaymentRefundRefused(error.message);
      throw error;
    }
  }

  async chargeSavedCard(request: ChargeSavedCard): Promise<ProviderPayment> {
    const customer = await this.customerOf(request.customerRef);
    const [card] = (await this.stripe.paymentMethods.list({ customer, type: 'card', limit: 1 })).data;
    const params = {
      amount: request.amountCents,
      currency: 'aud',
      customer,
      description: request.description,
      metadata: request.metadata,
    };
    if (!card) {
      const unpaid = await this.stripe.paymentIntents.create(
        { ...params, allowed_payment_method_types: ['card'] },
        { idempotencyKey: request.idempotencyKey },
      );
      return { ...viewOf(unpaid), failureReason: STRIPE_NO_SAVED_CARD };
    }
    try {
      const intent = await this.stripe.paymentIntents.create(
        { ...params, payment_method: card.id, off_session: true, confirm: true },
        { idempotencyKey: request.idempotencyKey },
      );
      return viewOf(intent);
    } catch (error) {
      // A decline of an off-session charge is an error that carries the intent (Stripe's card_error).
      const declined =
        error instanceof Stripe.errors.StripeCardError
          ? (error.raw as { payment_intent?: Stripe.PaymentIntent }).payment_intent
          : undefined;
      if (!declined) throw error;
      return { ...viewOf(declined), failureReason: (error as Error).message };
    }
  }

  /** The reader's Stripe customer, made once (the same idempotency key if two calls race) and kept. */
  private async customerOf(readerID: string): Promise<string> {
    const known = await this.db
      .selectFrom('payment_customer')
      .select('customer_id')
      .where('reader_id', '=', readerID)
      .where('provider', '=', 'stripe')
      .executeTakeFirst();
    if (known) return known.customer_id;
    const customer = await this.stripe.customers.create(
      { metadata: { readerID } },
      { idempotencyKey: `customer-${readerID}` },
    );
    await this.db
      .insertInto('payment_customer')
      .values({ reader_id: readerID, provider: 'stripe', customer_id: customer.id, created_at: this.clock.now() })
      .onConflict((conflict) => conflict.columns(['reader_id', 'provider']).doNothing())
      .execute();
    return customer.id;
  }
}

function viewOf(intent: Stripe.PaymentIntent): ProviderPayment {
  return {
    providerPaymentID: intent.id,
    status:
      intent.status === 'succeeded'
        ? 'succeeded'
        : intent.status === 'canceled'
          ? 'canceled'
          : intent.status === 'processing'
            ? 'processing'
            : intent.status === 'requires_action'
              ? 'requires_action'
              : 'requires_payment_method',
    amountCents: intent.amount,
    currency: intent.currency,
    failureReason: intent.last_payment_error?.message ?? null,
    ...(intent.client_secret ? { clientSecret: intent.client_secret } : {}),
  };
}
