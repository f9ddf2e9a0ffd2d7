import { z } from 'zod';
import { PaymentType, type PlanPeriodUnit } from './enums';
import { type AcceptedPricingTerm, acceptedPricingTermsField } from './billing';
import { entityId, numberField, optionalText, requiredText } from './fields';

/**
 * Payments (issue 17; spec sections 3, 4, 7 "Plans and payment"). Prices are computed on the
 * server in whole cents (AUD, GST inclusive); the client names a plan and how it pays, never an
 * amount. Amounts on the wire are dollars with at most two decimals, as plan prices are.
 */

export const PAYMENT_CURRENCY = 'AUD';
/** Australia's GST: prices include it, receipts show the part that is GST (1/11 of the price). */
export const GST_RATE_PERCENT = 10;
/** The most an Afterpay/Clearpay order may be, in AUD (its own limit, before any reader's). */
export const AFTERPAY_MAX_AMOUNT = 2000;

export const paymentTypeField = z.enum(PaymentType, { error: 'Must be CARD or AFTERPAY_CLEARPAY' });

/** POST reader/initiatePayment: with the pricing terms the reader accepted (`acceptedPricingTermsField`). */
export const initiatePaymentRequest = z.object({
  pricingPlanID: entityId,
  paymentType: paymentTypeField,
  acceptedPricingTerms: acceptedPricingTermsField,
});
export type InitiatePaymentRequest = z.input<typeof initiatePaymentRequest>;

/** The answer of reader/initiatePayment: where the reader pays (a hosted page, or a client secret for an embedded form). */
export type InitiatedPayment = {
  paymentID: string;
  providerPaymentID: string;
  amount: number;
  currency: typeof PAYMENT_CURRENCY;
  checkoutUrl?: string;
  clientSecret?: string;
};

/** POST reader/confirmSubscription: the reader is back from paying; the provider is asked how it went. */
export const confirmSubscriptionRequest = z.object({ paymentID: entityId });
export type ConfirmSubscriptionRequest = z.input<typeof confirmSubscriptionRequest>;

/** POST reader/readerSubscriptionPaymentError: the payment form reported a failure (the provider's words). */
export const paymentErrorRequest = z.object({ paymentID: entityId, errorMessage: optionalText(500) });
export type PaymentErrorRequest = z.input<typeof paymentErrorRequest>;

/** POST reader/unsubscribeReaderPricingPlans: stop renewing (`resume: true` undoes it before the period ends). */
export const unsubscribeRequest = z.object({ resume: z.boolean({ error: 'Invalid entry' }).default(false) });
export type UnsubscribeRequest = z.input<typeof unsubscribeRequest>;

export const PaymentStatus = ['INITIATED', 'SUCCEEDED', 'FAILED', 'REFUNDED'] as const;
export type PaymentStatus = (typeof PaymentStatus)[number];
/** What a payment bought: a first subscription, a renewal of the period, or an upgrade to another plan. */
export const PaymentPurpose = ['SUBSCRIPTION', 'RENEWAL', 'UPGRADE'] as const;
export type PaymentPurpose = (typeof PaymentPurpose)[number];

/** One payment of the reader's (GET reader/getReaderPaymentDetails), newest first. */
export type ReaderPayment = {
  paymentID: string;
  pricingPlanID: string;
  planName: string;
  purpose: PaymentPurpose;
  paymentType: PaymentType;
  amount: number;
  /** The GST included in `amount`. */
  gstAmount: number;
  currency: typeof PAYMENT_CURRENCY;
  status: PaymentStatus;
  initiatedAt: string;
  paidAt: string | null;
  /** The provider's reason for the last failure, while the payment has not succeeded. */
  failureReason: string | null;
  refundedAmount: number;
};

/** The answer of reader/confirmSubscription: where the payment stands and what the reader now holds. */
export type PaymentConfirmation = {
  paymentID: string;
  pricingPlanID: string;
  planName: string;
  status: PaymentStatus;
  failureReason: string | null;
  hasActiveSubscription: boolean;
};

/** POST reader/initiateUpgradePayment: move to another plan now, paying its price less the unused part of the current one. */
export const initiateUpgradePaymentRequest = initiatePaymentRequest;
export type InitiateUpgradePaymentRequest = z.input<typeof initiateUpgradePaymentRequest>;
/** POST reader/confirmUpgradePayment: as confirmSubscription, for an upgrade's payment. */
export const confirmUpgradePaymentRequest = confirmSubscriptionRequest;

/**
 * A plan a subscriber may move to (POST reader/get-upgradable-packages): its price, the credit for
 * the unused part of the current period (what was paid for it, pro rata by time), and what the
 * upgrade costs now. The new plan's period starts when it is paid; the current one ends then.
 */
export type UpgradablePackage = {
  pricingPlanID: string;
  planName: string;
  description: string | null;
  periodCount: number;
  periodUnit: PlanPeriodUnit;
  price: number;
  credit: number;
  upgradePrice: number;
};

/** POST reader/getPaymentReceipt: the PDF receipt (a tax invoice: ABN, GST) of one of the reader's paid payments. */
export const paymentReceiptRequest = z.object({ paymentID: entityId });

/** How long an external payment link works. */
export const EXTERNAL_PAYMENT_LINK_HOURS = 72;

/** POST reader/createExternalPaymentLink: a link someone else can pay the reader's plan with. */
export const createExternalPaymentLinkRequest = z.object({ pricingPlanID: entityId });
/** POST adminReader/createExternalPaymentLink (designed): the same, made by an admin for a reader. */
export const adminExternalPaymentLinkRequest = z.object({ readerID: entityId, pricingPlanID: entityId });

/** A one-use link to public/external/payment, valid EXTERNAL_PAYMENT_LINK_HOURS. */
export type ExternalPaymentLink = { url: string; expiresAt: string; pricingPlanID: string; planName: string };

const linkToken = z
  .string({ error: 'Required' })
  .trim()
  .min(1, { error: 'Required' })
  .max(200, { error: 'Not a valid link' });
/** POST public/getExternalPayment (designed): what a link pays for, and how its payment stands. */
export const externalPaymentRequest = z.object({ token: linkToken });
/** POST public/initiateExternalPayment (designed): the payer starts paying (once per link). */
export const initiateExternalPaymentRequest = z.object({
  token: linkToken,
  paymentType: paymentTypeField,
  acceptedPricingTerms: acceptedPricingTermsField,
});

export type ExternalPaymentView = {
  /** The reader paid for, as the payer may see them: first name and last initial. */
  readerName: string;
  planName: string;
  price: number;
  gstAmount: number;
  periodCount: number;
  periodUnit: PlanPeriodUnit;
  expiresAt: string;
  /** OPEN: payable; PAID: its payment went through; EXPIRED; SUBSCRIBED: the reader has a subscription already. */
  state: 'OPEN' | 'PAID' | 'EXPIRED' | 'SUBSCRIBED';
  payment: { paymentID: string; status: PaymentStatus; failureReason: string | null } | null;
};

/**
 * Refunds (issue 17, the admin's billing page of a reader). An admin asks for a refund of part or all
 * of a payment that went through, with a reason; the provider makes it (the payments queue) and its
 * `charge.refunded` webhook records the money returned. A full refund ends the paid access the
 * payment bought at once.
 */
export const REFUND_REASON_MAX = 500;

/** POST adminReader/getReaderPayments. */
export const adminReaderPaymentsRequest = z.object({ readerID: entityId });
/** POST adminReader/refundReaderPayment: `amount` in dollars, at most what is left to refund. */
export const refundPaymentRequest = z.object({
  readerID: entityId,
  paymentID: entityId,
  /** Chosen by the page once per refund it asks for: asking again with it records nothing twice. */
  refundID: entityId.optional(),
  amount: numberField({ min: 0.01, max: 100_000, decimals: 2 }),
  reason: requiredText(REFUND_REASON_MAX),
});
export type RefundPaymentRequest = z.input<typeof refundPaymentRequest>;

/** REQUESTED: waiting for the provider; SENT: the provider took it; FAILED: the provider refused (`failureReason`). */
export const RefundStatus = ['REQUESTED', 'SENT', 'FAILED'] as const;
export type RefundStatus = (typeof RefundStatus)[number];

export type PaymentRefund = {
  refundID: string;
  amount: number;
  reason: string;
  status: RefundStatus;
  failureReason: string | null;
  requestedAt: string;
  /** The admin who asked for it. */
  requestedBy: string;
};

/**
 * A payment on the admin's billing page: what the reader sees, its refunds and what is left to refund,
 * and the pricing terms the payer accepted to open it (null: none recorded, a renewal or an older payment).
 */
export type AdminReaderPayment = ReaderPayment & {
  refunds: PaymentRefund[];
  refundableAmount: number;
  acceptedPricingTerms: AcceptedPricingTerm[] | null;
};
