import { z } from 'zod';
import { type EventOf, defineEvent } from '@notebook/kernel';

/**
 * A link someone else pays a reader's plan with (spec: public/external/payment). The link's token is
 * `<linkID>.<secret>`; only the SHA-256 of the secret is recorded. One use: its one payment.
 */
export const ExternalPaymentLinkIssued = defineEvent(
  'ExternalPaymentLinkIssued',
  z.strictObject({
    linkID: z.uuid(),
    readerID: z.uuid(),
    pricingPlanID: z.uuid(),
    secretHash: z.string().length(64),
    expiresAt: z.iso.datetime(),
  }),
);
export const ExternalPaymentLinkUsed = defineEvent(
  'ExternalPaymentLinkUsed',
  z.strictObject({ linkID: z.uuid(), paymentID: z.uuid() }),
);

export type ExternalPaymentLinkIssued = EventOf<typeof ExternalPaymentLinkIssued>;
export type ExternalPaymentLinkUsed = EventOf<typeof ExternalPaymentLinkUsed>;
export type PaymentLinkEvent = ExternalPaymentLinkIssued | ExternalPaymentLinkUsed;
export const paymentLinkEventSchemas = [ExternalPaymentLinkIssued, ExternalPaymentLinkUsed] as const;

export const paymentLinkStream = (linkID: string) => `paymentLink-${linkID}`;
