import { z } from 'zod';
import { type EventOf, defineEvent } from '@notebook/kernel';

export const PaymentWebhookKinds = [
  'payment_intent.succeeded',
  'payment_intent.payment_failed',
  'charge.refunded',
] as const;
export type PaymentWebhookKind = (typeof PaymentWebhookKinds)[number];

/**
 * A verified webhook of the payment provider, kept as it said it (amounts in cents), on its own
 * stream keyed by the provider's event id: the same event delivered again records nothing. The
 * worker applies it to the payment (jobs/payment.jobs.ts).
 */
export const PaymentWebhookReceived = defineEvent(
  'PaymentWebhookReceived',
  z.strictObject({
    providerEventID: z.string().min(1),
    kind: z.enum(PaymentWebhookKinds),
    providerPaymentID: z.string().min(1),
    /** Ours, from the metadata we gave the provider; null when absent (then found by providerPaymentID). */
    paymentID: z.uuid().nullable(),
    amountCents: z.number().int().min(0),
    currency: z.string(),
    refundedCents: z.number().int().min(0).nullable(),
    failureReason: z.string().nullable(),
  }),
);
export type PaymentWebhookReceived = EventOf<typeof PaymentWebhookReceived>;

export const paymentWebhookStream = (providerEventID: string) => `paymentWebhook-${providerEventID}`;
