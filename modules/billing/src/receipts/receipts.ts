import { Messages } from '@notebook/contracts';
import { BusinessRuleError, NotFoundError } from '@notebook/kernel';
import type { PaymentQueries } from '../queries/payment.queries';
import {
  type ReceiptIssuer,
  type ReceiptKind,
  receiptFileNameOf,
  receiptKindOf,
  receiptNumberOf,
  receiptPdf,
} from './receipt-pdf';

export type IssuedReceipt = {
  /** tax-invoice-NB-….pdf or receipt-NB-….pdf: the name says what it is. */
  fileName: string;
  pdf: Buffer;
  /** A tax invoice (the issuer's ABN configured) or a receipt: what the e-mail says is attached. */
  kind: ReceiptKind;
  /** Who it is for and what it says, for the e-mail that sends it. */
  reader: { email: string; firstName: string };
  planName: string;
  amountCents: number;
  gstCents: number;
  paidAt: Date;
};

/** The PDF tax invoice (or receipt, without an ABN) of a reader's payment that went through (refunds shown): downloaded from the profile, e-mailed once paid. */
export class Receipts {
  constructor(
    private readonly payments: PaymentQueries,
    private readonly issuer: ReceiptIssuer,
  ) {}

  async of(readerID: string, paymentID: string): Promise<IssuedReceipt> {
    const row = await this.payments.receiptOf(readerID, paymentID);
    if (!row) throw new NotFoundError(Messages.paymentNotFound, 'paymentID');
    if ((row.status !== 'SUCCEEDED' && row.status !== 'REFUNDED') || !row.paid_at)
      throw new BusinessRuleError(Messages.receiptNotYet, 'paymentID');
    const address = row.billing_address;
    const receiptNumber = receiptNumberOf(paymentID);
    const pdf = receiptPdf(this.issuer, {
      receiptNumber,
      paidAt: row.paid_at,
      buyer: {
        name: [row.title ? titleCase(row.title) : null, row.first_name, row.last_name].filter(Boolean).join(' '),
        email: row.email,
        addressLines: address
          ? [
              address.addressLine1,
              address.addressLine2,
              `${address.city} ${address.state} ${address.postcode}`,
              address.country,
            ].filter((line): line is string => !!line)
          : [],
      },
      description: `${row.plan_name} (${row.purpose.toLowerCase()})`,
      paymentType: row.payment_type,
      amountCents: row.amount_cents,
      gstCents: row.gst_cents,
      refundedCents: row.refunded_cents,
    });
    return {
      fileName: receiptFileNameOf(this.issuer, receiptNumber),
      pdf,
      kind: receiptKindOf(this.issuer),
      reader: { email: row.email, firstName: row.first_name },
      planName: row.plan_name,
      amountCents: row.amount_cents,
      gstCents: row.gst_cents,
      paidAt: row.paid_at,
    };
  }
}

/** DR -> Dr, MRS -> Mrs: the reader's title as written on a receipt. */
const titleCase = (title: string) => title.charAt(0) + title.slice(1).toLowerCase();
