import { z } from 'zod';
import { PaymentPurpose, PaymentType, PlanPeriodUnit } from '@notebook/contracts';
import { type EventOf, defineEvent } from '@notebook/kernel';

/**
 * A reader's payment for a plan: initiated with the provider (its id, the amount computed here in
 * cents, GST inclusive), then what the provider reported. What the plan was when the payment began
 * is kept on it (`period*`), so a later edit of the plan never changes what was bought.
 */
export const PaymentInitiated = defineEvent(
  'PaymentInitiated',
  z.strictObject({
    paymentID: z.uuid(),
    readerID: z.uuid(),
    pricingPlanID: z.uuid(),
    planName: z.string(),
    purpose: z.enum(PaymentPurpose),
    paymentType: z.enum(PaymentType),
    amountCents: z.number().int().positive(),
    gstCents: z.number().int().min(0),
    currency: z.literal('AUD'),
    periodCount: z.number().int().positive(),
    periodUnit: z.enum(PlanPeriodUnit),
    providerPaymentID: z.string().min(1),
  }),
);
/**
 * The pricing terms the payer accepted to open the payment, each with its title then and the version
 * accepted ([] when none was in force); recorded with PaymentInitiated, again when a payer coming back
 * to the payment accepts changed terms. A renewal, or a payment older than this event, has none.
 */
export const PaymentTermsAccepted = defineEvent(
  'PaymentTermsAccepted',
  z.strictObject({
    paymentID: z.uuid(),
    acceptedPricingTerms: z.array(
      z.strictObject({ pricingTermID: z.uuid(), title: z.string(), version: z.number().int().positive() }),
    ),
  }),
);
/** `providerEventID`: the webhook that said so; null when the reader's return asked the provider directly. */
export const PaymentSucceeded = defineEvent(
  'PaymentSucceeded',
  z.strictObject({ paymentID: z.uuid(), paidAt: z.iso.datetime(), providerEventID: z.string().nullable() }),
);
/** The provider's (or the payment form's) reason; the reader may try again, and a later success still counts. */
export const PaymentFailed = defineEvent(
  'PaymentFailed',
  z.strictObject({ paymentID: z.uuid(), reason: z.string(), providerEventID: z.string().nullable() }),
);
/** `refundedCents`: the provider's total refunded so far on this payment. */
export const PaymentRefunded = defineEvent(
  'PaymentRefunded',
  z.strictObject({ paymentID: z.uuid(), refundedCents: z.number().int().positive(), providerEventID: z.string() }),
);

/** An admin asked for a refund of `amountCents` (the actor in the metadata); the provider is asked by a job. */
export const PaymentRefundRequested = defineEvent(
  'PaymentRefundRequested',
  z.strictObject({
    paymentID: z.uuid(),
    refundID: z.uuid(),
    amountCents: z.number().int().positive(),
    reason: z.string(),
  }),
);
/** The provider took the refund; its `charge.refunded` webhook records the money returned (PaymentRefunded). */
export const PaymentRefundSent = defineEvent(
  'PaymentRefundSent',
  z.strictObject({ paymentID: z.uuid(), refundID: z.uuid() }),
);
/** The provider refused the refund, in its words. */
export const PaymentRefundFailed = defineEvent(
  'PaymentRefundFailed',
  z.strictObject({ paymentID: z.uuid(), refundID: z.uuid(), reason: z.string() }),
);

export type PaymentInitiated = EventOf<typeof PaymentInitiated>;
export type PaymentTermsAccepted = EventOf<typeof PaymentTermsAccepted>;
export type PaymentSucceeded = EventOf<typeof PaymentSucceeded>;
export type PaymentFailed = EventOf<typeof PaymentFailed>;
export type PaymentRefunded = EventOf<typeof PaymentRefunded>;
export type PaymentRefundRequested = EventOf<typeof PaymentRefundRequested>;
export type PaymentRefundSent = EventOf<typeof PaymentRefundSent>;
export type PaymentRefundFailed = EventOf<typeof PaymentRefundFailed>;
export type PaymentEvent =
  | PaymentInitiated
  | PaymentTermsAccepted
  | PaymentSucceeded
  | PaymentFailed
  | PaymentRefunded
  | PaymentRefundRequested
  | PaymentRefundSent
  | PaymentRefundFailed;

export const PaymentEventTypes = [
  'PaymentInitiated',
  'PaymentTermsAccepted',
  'PaymentSucceeded',
  'PaymentFailed',
  'PaymentRefunded',
  'PaymentRefundRequested',
  'PaymentRefundSent',
  'PaymentRefundFailed',
] as const satisfies ReadonlyArray<PaymentEvent['type']>;
export const paymentEventSchemas = [
  PaymentInitiated,
  PaymentTermsAccepted,
  PaymentSucceeded,
  PaymentFailed,
  PaymentRefunded,
  PaymentRefundRequested,
  PaymentRefundSent,
  PaymentRefundFailed,
] as const;

export const paymentStream = (paymentID: string) => `payment-${paymentID}`;
