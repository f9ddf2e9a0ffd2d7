import { type Kysely, type Selectable, sql } from 'kysely';
import type { AdminReaderPayment, ReaderPayment } from '@notebook/contracts';
import type { Database, PaymentTable } from '@notebook/read-models';
import { refundableCents } from '../payments/payment.decider';

/** Reads of the payment table (projection `payments`). */
export class PaymentQueries {
  constructor(private readonly db: Kysely<Database>) {}

  async paymentIdOf(providerPaymentID: string): Promise<string | null> {
    const row = await this.db.selectFrom('payment').select('payment_id').where('provider_payment_id', '=', providerPaymentID).executeTakeFirst();
    return row?.payment_id ?? null;
  }

  /** The reader's payments, newest first (reader/getReaderPaymentDetails). */
  async readerPayments(readerID: string): Promise<ReaderPayment[]> {
    return (await this.paymentRows(readerID)).map(toReaderPayment);
  }

  private paymentRows(readerID: string) {
    return this.db.selectFrom('payment').selectAll().where('reader_id', '=', readerID).orderBy('initiated_at', 'desc').orderBy('payment_id').execute();
  }

  /** The billing page of a reader: their payments, newest first, each with its refunds (and who asked) and what is left to refund. */
  /** The admin's rows of a reader's payments; the terms each payer accepted are added from the streams (PaymentRefunds). */
  async adminReaderPayments(readerID: string): Promise<Array<Omit<AdminReaderPayment, 'acceptedPricingTerms'>>> {
    const rows = await this.paymentRows(readerID);
    if (!rows.length) return [];
    const refunds = await this.db
      .selectFrom('payment_refund as r')
      .leftJoin('user_account as u', (join) => join.on(sql`u.user_id::text`, '=', sql.ref('r.requested_by')))
      .select(['r.refund_id', 'r.payment_id', 'r.amount_cents', 'r.reason', 'r.status', 'r.failure_reason', 'r.requested_at', 'r.requested_by'])
      .select(['u.first_name', 'u.last_name'])
      .where(
        'r.payment_id',
        'in',
        rows.map((row) => row.payment_id),
      )
      .orderBy('r.requested_at')
      .orderBy('r.refund_id')
      .execute();
    return rows.map((row) => {
      const own = refunds.filter((refund) => refund.payment_id === row.payment_id);
      const requests = own.map((refund) => ({ amountCents: refund.amount_cents, status: refund.status }));
      // Only a payment that went through can be refunded (the decider's rule too).
      const left = row.status === 'SUCCEEDED' ? refundableCents({ amountCents: row.amount_cents, refundedCents: row.refunded_cents, refunds: requests }) : 0;
      return {
        ...toReaderPayment(row),
        refundableAmount: left / 100,
        refunds: own.map((refund) => ({
          refundID: refund.refund_id,
          amount: refund.amount_cents / 100,
          reason: refund.reason,
          status: refund.status,
          failureReason: refund.failure_reason,
          requestedAt: refund.requested_at.toISOString(),
          requestedBy: refund.first_name ? `${refund.first_name} ${refund.last_name}` : refund.requested_by,
        })),
      };
    });
  }

  /** One of the reader's payments; another reader's is not found. */
  async readerPayment(readerID: string, paymentID: string): Promise<ReaderPayment | null> {
    const row = await this.db.selectFrom('payment').selectAll().where('payment_id', '=', paymentID).where('reader_id', '=', readerID).executeTakeFirst();
    return row ? toReaderPayment(row) : null;
  }

  /** One of the reader's payments with what its receipt names of the reader. */
  async receiptOf(readerID: string, paymentID: string) {
    return this.db
      .selectFrom('payment as p')
      .innerJoin('user_account as u', 'u.user_id', 'p.reader_id')
      .select(['p.payment_id', 'p.plan_name', 'p.purpose', 'p.payment_type', 'p.amount_cents', 'p.gst_cents', 'p.refunded_cents', 'p.status', 'p.paid_at'])
      .select(['u.title', 'u.first_name', 'u.last_name', 'u.email', 'u.billing_address'])
      .where('p.payment_id', '=', paymentID)
      .where('p.reader_id', '=', readerID)
      .executeTakeFirst();
  }

  /** A payment by its id, whoever's (an external payment link shows its own payment). */
  async payment(paymentID: string): Promise<ReaderPayment | null> {
    const row = await this.db.selectFrom('payment').selectAll().where('payment_id', '=', paymentID).executeTakeFirst();
    return row ? toReaderPayment(row) : null;
  }

  /** A reader's name as someone paying for them may see it (first name, last initial); null if no such reader. */
  async readerShownToPayer(readerID: string): Promise<string | null> {
    const row = await this.db
      .selectFrom('user_account')
      .select(['first_name', 'last_name'])
      .where('user_id', '=', readerID)
      .where('user_type', '=', 'READER')
      .executeTakeFirst();
    return row ? `${row.first_name} ${row.last_name.charAt(0)}.` : null;
  }

  async readerOf(paymentID: string): Promise<string | null> {
    const row = await this.db.selectFrom('payment').select('reader_id').where('payment_id', '=', paymentID).executeTakeFirst();
    return row?.reader_id ?? null;
  }

  async providerPaymentIdOf(paymentID: string): Promise<string | null> {
    const row = await this.db.selectFrom('payment').select('provider_payment_id').where('payment_id', '=', paymentID).executeTakeFirst();
    return row?.provider_payment_id ?? null;
  }
}

export function toReaderPayment(row: Selectable<PaymentTable>): ReaderPayment {
  return {
    paymentID: row.payment_id,
    pricingPlanID: row.pricing_plan_id,
    planName: row.plan_name,
    purpose: row.purpose,
    paymentType: row.payment_type,
    amount: row.amount_cents / 100,
    gstAmount: row.gst_cents / 100,
    currency: 'AUD',
    status: row.status,
    initiatedAt: row.initiated_at.toISOString(),
    paidAt: row.paid_at?.toISOString() ?? null,
    failureReason: row.status === 'FAILED' ? row.failure_reason : null,
    refundedAmount: row.refunded_cents / 100,
  };
}
