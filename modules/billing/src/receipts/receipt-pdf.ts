import type { PaymentType } from '@notebook/contracts';
import { type PdfRule, type PdfText, pdfDocument } from './pdf-document';
import { audOf } from '../shared/billing-format';
import { type AppConfig, sydneyDisplayDate } from '@notebook/kernel';

/** Who issues the receipt: the business, and its ABN when it is registered for GST (then it is a tax invoice). */
export type ReceiptIssuer = { businessName: string; abn: string | null; email: string };

/**
 * What the PDF is, in the words the PDF, its file name and the e-mail all use: a tax invoice when the
 * issuer's ABN is configured (an Australian tax invoice names the supplier and its ABN, the date, what
 * was sold and the GST), a receipt otherwise (which then makes no claim about GST).
 */
export type ReceiptKind = {
  /** The PDF's heading and title. */
  title: 'Tax invoice' | 'Receipt';
  /** In a sentence: "Your tax invoice is attached". */
  noun: 'tax invoice' | 'receipt';
  /** The number's label on the PDF. */
  numberLabel: 'Invoice no.' | 'Receipt no.';
  /** The file name's start: tax-invoice-NB-….pdf or receipt-NB-….pdf. */
  filePrefix: 'tax-invoice' | 'receipt';
};

export function receiptKindOf(issuer: Pick<ReceiptIssuer, 'abn'>): ReceiptKind {
  return issuer.abn
    ? { title: 'Tax invoice', noun: 'tax invoice', numberLabel: 'Invoice no.', filePrefix: 'tax-invoice' }
    : { title: 'Receipt', noun: 'receipt', numberLabel: 'Receipt no.', filePrefix: 'receipt' };
}

/** The attachment's and the download's file name: it says what the PDF is. */
export const receiptFileNameOf = (issuer: Pick<ReceiptIssuer, 'abn'>, receiptNumber: string) =>
  `${receiptKindOf(issuer).filePrefix}-${receiptNumber}.pdf`;

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
 * A payment's receipt as a one-page PDF. With the issuer's ABN it is a tax invoice: the words "Tax
 * invoice", the supplier's name and ABN, the date, the description, the total and the GST it includes
 * ("The total price includes GST"). Without an ABN it is a plain receipt of the amount paid, with no
 * GST line (a receipt without an ABN cannot evidence GST). Amounts are in AUD.
 */
export function receiptPdf(issuer: ReceiptIssuer, receipt: Receipt): Buffer {
  const kind = receiptKindOf(issuer);
  const taxInvoice = kind.title === 'Tax invoice';
  const left = 56;
  const right = 539;
  const totals: Array<[string, string, boolean?]> = [
    [taxInvoice ? 'Total (GST inclusive)' : 'Total', audOf(receipt.amountCents), true],
    ...(taxInvoice ? [['GST included', audOf(receipt.gstCents)] as [string, string]] : []),
    ['Amount paid', audOf(receipt.amountCents)],
    ...(receipt.refundedCents > 0 ? [['Refunded', `-${audOf(receipt.refundedCents)}`] as [string, string]] : []),
  ];
  const texts: PdfText[] = [
    { x: left, y: 770, text: kind.title, size: 22, bold: true },
    { x: left, y: 742, text: issuer.businessName, size: 11, bold: true },
    ...(issuer.abn ? [{ x: left, y: 727, text: `ABN ${issuer.abn}` }] : []),
    { x: left, y: issuer.abn ? 712 : 727, text: issuer.email },
    { x: right, y: 742, text: `${kind.numberLabel} ${receipt.receiptNumber}`, align: 'right' },
    { x: right, y: 727, text: `Date paid ${sydneyDisplayDate(receipt.paidAt)}`, align: 'right' },
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
    ...totals.flatMap(([label, amount, bold], index): PdfText[] => [
      { x: 330, y: 506 - index * 16, text: label, bold: !!bold },
      { x: right, y: 506 - index * 16, text: amount, bold: !!bold, align: 'right' },
    ]),
    {
      x: left,
      y: 80,
      text: taxInvoice
        ? 'The total price includes GST. All amounts are in Australian dollars.'
        : 'All amounts are in Australian dollars.',
      size: 9,
    },
  ];
  const rules: PdfRule[] = [
    { x1: left, y: 552, x2: right },
    { x1: left, y: 524, x2: right },
  ];
  return pdfDocument({ texts, rules, title: `${kind.title} ${receipt.receiptNumber}` });
}

/** A receipt's number: short, stable and unique enough to quote (the payment id's first 12 hex digits). */
export const receiptNumberOf = (paymentID: string) => `NB-${paymentID.replace(/-/g, '').slice(0, 12).toUpperCase()}`;
