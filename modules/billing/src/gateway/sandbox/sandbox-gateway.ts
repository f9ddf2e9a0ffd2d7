import {
  type ChargeSavedCard,
  type CreatePayment,
  PaymentGateway,
  type ProviderPayment,
  type RefundPayment,
} from '../payment-gateway';
import type { SandboxProvider } from './sandbox-provider';

/** The gateway over the sandbox provider: the reader pays on its hosted page (`checkoutUrl`). */
export class SandboxPaymentGateway extends PaymentGateway {
  readonly name = 'sandbox';

  constructor(private readonly provider: SandboxProvider) {
    super();
  }

  createPayment(request: CreatePayment): Promise<ProviderPayment> {
    return this.provider.createPayment(request);
  }

  retrievePayment(providerPaymentID: string): Promise<ProviderPayment> {
    return this.provider.retrievePayment(providerPaymentID);
  }

  chargeSavedCard(request: ChargeSavedCard): Promise<ProviderPayment> {
    return this.provider.chargeSavedCard(request);
  }

  refund(request: RefundPayment): Promise<void> {
    return this.provider.refund(request.providerPaymentID, request.amountCents, request.idempotencyKey);
  }
}
