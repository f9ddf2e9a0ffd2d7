import type { PaymentType } from '@notebook/contracts';
import { Messages } from '@notebook/contracts';
import { ServiceUnavailableError } from '@notebook/kernel';

/** A payment as the provider sees it (Stripe's PaymentIntent statuses). */
export type ProviderPayment = {
  providerPaymentID: string;
  status: 'requires_payment_method' | 'requires_action' | 'processing' | 'succeeded' | 'canceled';
  amountCents: number;
  currency: string;
  /** The provider's words for the last failure, if any. */
  failureReason: string | null;
  /** A page of the provider's where the reader pays (the sandbox; Stripe Checkout). */
  checkoutUrl?: string;
  /** For a payment form embedded in our page (Stripe's Payment Element). */
  clientSecret?: string;
};

export type CreatePayment = {
  /** The same key twice creates one payment at the provider (a retried call, a crash before recording). */
  idempotencyKey: string;
  amountCents: number;
  paymentType: PaymentType;
  description: string;
  /** Given back in every webhook: `paymentID` names our payment. */
  metadata: Record<string, string>;
  /** Where the provider's page sends the reader back to. */
  returnUrl: string;
  /** Who pays (our reader's id): the provider's customer. */
  customerRef: string;
  /** Keep the card that pays, to charge the renewals off-session (Stripe's setup_future_usage). */
  saveCardForRenewals: boolean;
};

/** A charge of the customer's saved card without them present (a renewal). */
export type ChargeSavedCard = Omit<CreatePayment, 'returnUrl' | 'paymentType' | 'saveCardForRenewals'>;

/** A refund of part of a payment that went through; the same key twice refunds once. */
export type RefundPayment = { providerPaymentID: string; amountCents: number; idempotencyKey: string };

/** The provider said no to a refund (nothing left to refund, a payment it cannot refund): retrying will not help. */
export class PaymentRefundRefused extends Error {}

/**
 * The payment provider, behind one port: the sandbox (development, tests) or Stripe. Its webhooks
 * come back through `POST /api/webhooks/payments`, signed alike.
 */
export abstract class PaymentGateway {
  abstract readonly name: string;
  abstract createPayment(request: CreatePayment): Promise<ProviderPayment>;
  abstract retrievePayment(providerPaymentID: string): Promise<ProviderPayment>;
  /** Charges at once; the answer says whether it succeeded (the webhook says it too). */
  abstract chargeSavedCard(request: ChargeSavedCard): Promise<ProviderPayment>;
  /** Returns once the provider took it (its `charge.refunded` webhook follows); throws PaymentRefundRefused when it will not. */
  abstract refund(request: RefundPayment): Promise<void>;
}

/** A deployment without a provider configured takes no payments: every attempt is refused (503), nothing recorded. */
export class UnavailablePaymentGateway extends PaymentGateway {
  readonly name = 'none';
  createPayment(): Promise<ProviderPayment> {
    throw new ServiceUnavailableError(Messages.paymentsUnavailable);
  }
  retrievePayment(): Promise<ProviderPayment> {
    throw new ServiceUnavailableError(Messages.paymentsUnavailable);
  }
  chargeSavedCard(): Promise<ProviderPayment> {
    throw new ServiceUnavailableError(Messages.paymentsUnavailable);
  }
  refund(): Promise<void> {
    throw new ServiceUnavailableError(Messages.paymentsUnavailable);
  }
}
