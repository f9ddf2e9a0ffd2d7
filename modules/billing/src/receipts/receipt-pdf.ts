import type { PaymentType } from '@notebook/contracts';
import { type PdfRule, type PdfText, pdfDocument } from './pdf-document';
import { audOf, sydneyDate } from '../shared/billing-format';
import type { AppConfig } from '@notebook/kernel';

/** Who issues the receipt: the business, and its ABN when it is registered for GST (then it is a tax invoice). */
export type ReceiptIssuer = { businessName: string; abn: string | null; email: string };

/** Who issues the receipts, from the configuration (RECEIPT_BUSINESS_NAME, RECEIPT_ABN, SUPPORT_EMAIL). */
export function receiptIssuerOf(
  config: Pick<AppConfig, 'RECEIPT_BUSINESS_NAME' | 'RECEIPT_ABN' | 'SUPPORT_EMAIL'>,
): ReceiptIssuer {
  return { businessName: config.RECEIPT_BUSINESS_NAME, abn: config.RECEIPT_ABN ?? null, email: config.SUPPORT_EMAIL };
}

export type Receipt = {
  receiptNumber: string;
  paidAt: Date;
  buyer: { name: string; email: string; addressLines: string[] };
  description: string;
  paymentType: PaymentType;
  amountCents: number;
  gstCents: number;
  refundedCents: number;
};

const paidWith: Record<PaymentType, string> = { CARD: 'Card', AFTERPAY_CLEARPAY: 'Afterpay' };

/**
 * A payment's receipt as a one-page PDF: a tax invoice (the issuer's ABN, the GST included) when the
 * business has an ABN configured, else a plain receipt. Amounts are GST inclusive, in AUD.
 */
export function receiptPdf(issuer: ReceiptIssuer, receipt: Receipt): Buffer {
  const title = issuer.abn ? 'Tax invoice' : 'Receipt';
  const left = 56;
  const right = 539;
  const texts: PdfText[] = [
    { x: left, y: 770, text: title, size: 22, bold: true },
    { x: left, y: 742, text: issuer.businessName, size: 11, bold: true },
    ...(issuer.abn ? [{ x: left, y: 727, text: `ABN ${issuer.abn}` }] : []),
    { x: left, y: issuer.abn ? 712 : 727, text: issuer.email },
    { x: right, y: 742, text: `Receipt no. ${receipt.receiptNumber}`, align: 'right' },
    { x: right, y: 727, text: `Date paid ${sydneyDate(receipt.paidAt)}`, align: 'right' },
    { x: right, y: 712, text: `Paid with ${paidWith[receipt.paymentType]}`, align: 'right' },
    { x: left, y: 670, text: 'Billed to', bold: true },
    ...[receipt.buyer.name, receipt.buyer.email, ...receipt.buyer.addressLines].map((line, index) => ({
      x: left,
      y: 655 - index * 14,
      text: line,
    })),
    { x: left, y: 560, text: 'Description', bold: true },
    { x: right, y: 560, text: 'Amount', bold: true, align: 'right' },
    { x: left, y: 538, text: receipt.description },
    { x: right, y: 538, text: audOf(receipt.amountCents), align: 'right' },
    { x: 330, y: 506, text: 'Total (GST inclusive)', bold: true },
    { x: right, y: 506, text: audOf(receipt.amountCents), bold: true, align: 'right' },
    { x: 330, y: 490, text: 'GST included' },
    { x: right, y: 490, text: audOf(receipt.gstCents), align: 'right' },
    { x: 330, y: 474, text: 'Amount paid' },
    { x: right, y: 474, text: audOf(receipt.amountCents), align: 'right' },
    ...(receipt.refundedCents > 0
      ? [
          { x: 330, y: 458, text: 'Refunded' },
          { x: right, y: 458, text: `-${audOf(receipt.refundedCents)}`, align: 'right' as const },
        ]
      : []),
    { x: left, y: 80, text: 'All amounts are in Australian dollars and include GST.', size: 9 },
  ];
  const rules: PdfRule[] = [
    { x1: left, y: 552, x2: right },
    { x1: left, y: 524, x2: right },
  ];
  return pdfDocument({ texts, rules, title: `${title} ${receipt.receiptNumber}` });
}

/** A receipt's number: short, stable and unique enough to quote (the payment id's first 12 hex digits). */
export const receiptNumberOf = (paymentID: string) => `NB-${paymentID.replace(/-/g, '').slice(0, 12).toUpperCase()}`;
