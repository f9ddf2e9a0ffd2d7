import { type MailMessage, composeMail, sydneyDisplayDate } from '@notebook/kernel';
import { audOf } from '../shared/billing-format';
import type { ReceiptKind } from './receipt-pdf';

/**
 * The words of billing's reader mails that go with a payment: the receipt mail (what is attached is
 * named exactly: a tax invoice with the ABN configured, else a receipt) and the refund mail.
 */

export type ReceiptMailInput = {
  to: string;
  firstName: string;
  planName: string;
  amountCents: number;
  gstCents: number;
  paidAt: Date;
  kind: ReceiptKind;
  fileName: string;
  publicBaseUrl: string;
};

export function receiptMail(input: ReceiptMailInput): MailMessage {
  const { kind } = input;
  const taxInvoice = kind.title === 'Tax invoice';
  return composeMail({
    to: input.to,
    subject: `Your Notebook ${kind.noun}`,
    greeting: `Hello ${input.firstName},`,
    paragraphs: [
      `Thank you for your payment of ${audOf(input.amountCents)} for the ${input.planName} plan on ${sydneyDisplayDate(input.paidAt)}.`,
      taxInvoice
        ? `Your tax invoice is attached as ${input.fileName} (GST included: ${audOf(input.gstCents)}). You can download it again from your profile at any time.`
        : `Your receipt is attached as ${input.fileName}. You can download it again from your profile at any time.`,
    ],
    action: { label: 'Open your plan', url: `${input.publicBaseUrl}/public/profile` },
  });
}

/**
 * What a refund does to the reader's access, by the refund rule (docs/billing.md): a part refund
 * changes nothing; a full refund ends only what that payment bought: the running period if the payment
 * bought it (an upgrade's refund gives back the period it replaced while that still runs), nothing if
 * the payment's period is no longer the running one.
 */
export type RefundAccess =
  { kind: 'PART' } | { kind: 'ENDS'; at: Date } | { kind: 'RESTORED'; at: Date; until: Date } | { kind: 'NOT_RUNNING' };

/** The refund's effect on access, from the payment's refunds sent and the reader's subscription as it stands. */
export function refundAccessOf(input: {
  paymentID: string;
  amountCents: number;
  refundedCents: number;
  subscription: {
    periodPaymentID: string | null;
    periodStart: string | null;
    periodEnd: string | null;
    replaced: { periodEnd: string } | null;
    refundedPaymentIDs: string[];
  } | null;
  now: Date;
}): RefundAccess {
  const { subscription, now } = input;
  if (input.refundedCents < input.amountCents) return { kind: 'PART' };
  if (!subscription?.periodEnd) return { kind: 'NOT_RUNNING' };
  const periodEnd = new Date(subscription.periodEnd);
  // Already applied (the provider's webhook came before this mail): the period this payment bought
  // ended then, or gave way to the period an upgrade had replaced, which now runs again.
  if (subscription.refundedPaymentIDs.includes(input.paymentID)) {
    if (subscription.periodPaymentID === input.paymentID) return { kind: 'ENDS', at: periodEnd };
    return periodEnd > now ? { kind: 'RESTORED', at: now, until: periodEnd } : { kind: 'NOT_RUNNING' };
  }
  if (subscription.periodPaymentID !== input.paymentID) return { kind: 'NOT_RUNNING' };
  const { replaced } = subscription;
  if (replaced && new Date(replaced.periodEnd) > now)
    return { kind: 'RESTORED', at: now, until: new Date(replaced.periodEnd) };
  const start = subscription.periodStart ? new Date(subscription.periodStart) : now;
  const at = start > now ? start : now;
  return at >= periodEnd ? { kind: 'NOT_RUNNING' } : { kind: 'ENDS', at };
}

export type RefundMailInput = {
  to: string;
  firstName: string;
  planName: string;
  refundCents: number;
  paymentCents: number;
  paidAt: Date;
  refundedAt: Date;
  access: RefundAccess;
  supportEmail: string;
  publicBaseUrl: string;
};

const accessSentence = (access: RefundAccess, planName: string): string => {
  switch (access.kind) {
    case 'PART':
      return 'This refunds part of the payment, so your access does not change.';
    case 'ENDS':
      return `This refunds the payment in full, so the access it bought ends: your ${planName} plan ends on ${sydneyDisplayDate(access.at)}.`;
    case 'RESTORED':
      return `This refunds the payment in full, so the access it bought ends: the ${planName} plan ends on ${sydneyDisplayDate(access.at)}, and the plan you had before runs again until ${sydneyDisplayDate(access.until)}.`;
    case 'NOT_RUNNING':
      return 'This refunds the payment in full. The period it paid for is no longer the one running, so your access does not change.';
  }
};

export function refundMail(input: RefundMailInput): MailMessage {
  return composeMail({
    to: input.to,
    subject: 'Your Notebook refund',
    greeting: `Hello ${input.firstName},`,
    paragraphs: [
      `We have refunded ${audOf(input.refundCents)} of your payment of ${audOf(input.paymentCents)} for the ${input.planName} plan (paid on ${sydneyDisplayDate(input.paidAt)}) on ${sydneyDisplayDate(input.refundedAt)}. It goes back to the card or account you paid with.`,
      accessSentence(input.access, input.planName),
      `Questions about this refund? Write to us at ${input.supportEmail}.`,
    ],
    action: { label: 'Open your plan', url: `${input.publicBaseUrl}/public/profile` },
  });
}
