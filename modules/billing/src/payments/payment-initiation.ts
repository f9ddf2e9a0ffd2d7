import {
  type AcceptedPricingTerm,
  GST_RATE_PERCENT,
  type PaymentPurpose,
  type PaymentType,
  type PlanPeriodUnit,
} from '@notebook/contracts';
import type { PaymentCommand } from './payment.decider';

/** The GST inside a GST-inclusive amount (1/11 at 10 %), to the cent. */
export function gstOf(amountCents: number): number {
  return Math.round((amountCents * GST_RATE_PERCENT) / (100 + GST_RATE_PERCENT));
}

/**
 * The one way a payment is opened (a reader's, an external payer's, a renewal's): what the plan
 * was then, kept on the payment so a later edit never changes what was bought, the amount with its
 * GST, in AUD, the provider's payment it is paid through, and the pricing terms its payer accepted
 * (null for a renewal: nobody is asked).
 */
export function initiatePaymentCommand(input: {
  paymentID: string;
  readerID: string;
  pricingPlanID: string;
  plan: { planName: string; periodCount: number; periodUnit: PlanPeriodUnit };
  purpose: PaymentPurpose;
  paymentType: PaymentType;
  amountCents: number;
  providerPaymentID: string;
  acceptedPricingTerms: AcceptedPricingTerm[] | null;
}): PaymentCommand {
  const { plan, ...payment } = input;
  return {
    type: 'InitiatePayment',
    data: {
      ...payment,
      planName: plan.planName,
      periodCount: plan.periodCount,
      periodUnit: plan.periodUnit,
      gstCents: gstOf(input.amountCents),
      currency: 'AUD',
    },
  };
}
