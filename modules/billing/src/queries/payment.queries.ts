import type { Kysely, Selectable } from 'kysely';
import type { AdminReaderPayment, ReaderPayment } from '@notebook/contracts';
import { UserDirectory } from '@notebook/identity';
import type { Database } from '@notebook/read-models';
import type { PaymentTable } from '../read-model/schema';
import { refundableCents } from '../payments/payment.decider';

/** What payments ask identity: the names of readers and of whoever asked for a refund. */
export type PaymentUsers = Pick<UserDirectory, 'contactsOf'>;

/** Reads of the payment table (projection `payments`). */
export class PaymentQueries {
  constructor(
    private readonly db: Kysely<Database>,
    // The worker's composition root builds this with the database alone.
    private readonly users: PaymentUsers = new UserDirectory(db),
  ) {}

  async paymentIdOf(providerPaymentID: string): Promise<string | null> {
    const row = await this.db
      .selectFrom('payment')
      .select('payment_id')
      .where('provider_payment_id', '=', providerPaymentID)
      .executeTakeFirst();
    return row?.payment_id ?? null;
  }

  /** The reader's payments, newest first (reader/getReaderPaymentDetails). */
  async readerPayments(readerID: string): Promise<ReaderPayment[]> {
    return (await this.paymentRows(readerID)).map(toReaderPayment);
  }

  private paymentRows(readerID: string) {
    return this.db
      .selectFrom('payment')
      .selectAll()
      .where('reader_id', '=', readerID)
      .orderBy('initiated_at', 'desc')
      .orderBy('payment_id')
      .execute();
  }

  /** The billing page of a reader: their payments, newest first, each with its refunds (and who asked) and what is left to refund. */
  /** The admin's rows of a reader's payments; the terms each payer accepted are added from the streams (PaymentRefunds). */
  async adminReaderPayments(readerID: string): Promise<Array<Omit<AdminReaderPayment, 'acceptedPricingTerms'>>> {
    const rows = await this.paymentRows(readerID);
    if (!rows.length) return [];
    const refunds = await this.db
      .selectFrom('payment_refund')
      .select([
        'refund_id',
        'payment_id',
        'amount_cents',
        'reason',
        'status',
        'failure_reason',
        'requested_at',
        'requested_by',
      ])
      .where(
        'payment_id',
        'in',
        rows.map((row) => row.payment_id),
      )
      .orderBy('requested_at')
      .orderBy('refund_id')
      .execute();
    const requesters = await this.users.contactsOf(refunds.map((refund) => refund.requested_by));
    return rows.map((row) => {
      const own = refunds.filter((refund) => refund.payment_id === row.payment_id);
      const requests = own.map((refund) => ({ amountCents: refund.amount_cents, status: refund.status }));
      // Only a payment that went through can be refunded (the decider's rule too).
      const left =
        row.status === 'SUCCEEDED'
          ? refundableCents({ amountCents: row.amount_cents, refundedCents: row.refunded_cents, refunds: requests })
          : 0;
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
          requestedBy: requesterName(requesters.get(refund.requested_by)) ?? refund.requested_by,
        })),
      };
    });
  }

  /** One of the reader's payments; another reader's is not found. */
  async readerPayment(readerID: string, paymentID: string): Promise<ReaderPayment | null> {
    const row = await this.db
      .selectFrom('payment')
      .selectAll()
      .where('payment_id', '=', paymentID)
      .where('reader_id', '=', readerID)
      .executeTakeFirst();
    return row ? toReaderPayment(row) : null;
  }

  /** One of the reader's payments with what its receipt names of the reader. */
  async receiptOf(readerID: string, paymentID: string) {
    const payment = await this.db
      .selectFrom('payment')
      .select([
        'payment_id',
        'plan_name',
        'purpose',
        'payment_type',
        'amount_cents',
        'gst_cents',
        'refunded_cents',
        'status',
        'paid_at',
      ])
      .where('payment_id', '=', paymentID)
      .where('reader_id', '=', readerID)
      .executeTakeFirst();
    const reader = payment && (await this.contactOf(readerID));
    if (!payment || !reader) return undefined;
    return {
      ...payment,
      title: reader.title,
      first_name: reader.firstName,
      last_name: reader.lastName,
      email: reader.email,
      billing_address: reader.billingAddress,
    };
  }

  /** A payment by its id, whoever's (an external payment link shows its own payment). */
  async payment(paymentID: string): Promise<ReaderPayment | null> {
    const row = await this.db.selectFrom('payment').selectAll().where('payment_id', '=', paymentID).executeTakeFirst();
    return row ? toReaderPayment(row) : null;
  }

  /** A reader's name as someone paying for them may see it (first name, last initial); null if no such reader. */
  async readerShownToPayer(readerID: string): Promise<string | null> {
    const reader = await this.contactOf(readerID);
    return reader?.userType === 'READER' ? `${reader.firstName} ${reader.lastName.charAt(0)}.` : null;
  }

  private async contactOf(userID: string) {
    const [contact] = (await this.users.contactsOf([userID])).values();
    return contact;
  }

  async readerOf(paymentID: string): Promise<string | null> {
    const row = await this.db
      .selectFrom('payment')
      .select('reader_id')
      .where('payment_id', '=', paymentID)
      .executeTakeFirst();
    return row?.reader_id ?? null;
  }

  async providerPaymentIdOf(paymentID: string): Promise<string | null> {
    const row = await this.db
      .selectFrom('payment')
      .select('provider_payment_id')
      .where('payment_id', '=', paymentID)
      .executeTakeFirst();
    return row?.provider_payment_id ?? null;
  }
}

/** An admin's name as a refund shows it; undefined when not a user or nameless (the refund then shows its requester's id). */
function requesterName(user: { firstName: string; lastName: string } | undefined): string | undefined {
  return user?.firstName ? `${user.firstName} ${user.lastName}` : undefined;
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
