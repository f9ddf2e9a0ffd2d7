import { occurredAt } from '@notebook/kernel';
import { type Transaction, type UpdateObject, sql } from 'kysely';
import type { Database, Projection } from '@notebook/read-models';
import type { PaymentTable } from '../read-model/schema';
import { type PaymentEvent, PaymentEventTypes } from '../payments/payment.events';

/**
 * payment: the reader's payments (their billing page, receipts) and the lookup of a provider's payment
 * id; payment_refund: the refunds admins asked for, with who asked.
 */
export const paymentProjection: Projection<PaymentEvent> = {
  name: 'payments',
  version: 1,
  // PaymentTermsAccepted is listed but writes nothing: the admin's page reads it from the payment's stream.
  canHandle: [...PaymentEventTypes],
  tables: ['payment', 'payment_refund'],
  async handle(events, trx) {
    for (const event of events) {
      const at = occurredAt(event);
      switch (event.type) {
        case 'PaymentInitiated': {
          const d = event.data;
          await trx
            .insertInto('payment')
            .values({
              payment_id: d.paymentID,
              reader_id: d.readerID,
              pricing_plan_id: d.pricingPlanID,
              plan_name: d.planName,
              purpose: d.purpose,
              payment_type: d.paymentType,
              amount_cents: d.amountCents,
              gst_cents: d.gstCents,
              currency: d.currency,
              status: 'INITIATED',
              provider_payment_id: d.providerPaymentID,
              initiated_at: at,
              paid_at: null,
              failure_reason: null,
              updated_at: at,
            })
            .onConflict((conflict) => conflict.column('payment_id').doNothing())
            .execute();
          break;
        }
        case 'PaymentSucceeded':
          await updatePayment(trx, event.data.paymentID, {
            status: 'SUCCEEDED',
            paid_at: new Date(event.data.paidAt),
            failure_reason: null,
            updated_at: at,
          });
          break;
        case 'PaymentFailed':
          await updatePayment(trx, event.data.paymentID, {
            status: 'FAILED',
            failure_reason: event.data.reason,
            updated_at: at,
          });
          break;
        case 'PaymentRefunded':
          await updatePayment(trx, event.data.paymentID, {
            refunded_cents: event.data.refundedCents,
            status: sql<
              PaymentTable['status']
            >`CASE WHEN amount_cents <= ${event.data.refundedCents} THEN 'REFUNDED' ELSE status END`,
            updated_at: at,
          });
          break;
        case 'PaymentRefundRequested':
          await trx
            .insertInto('payment_refund')
            .values({
              refund_id: event.data.refundID,
              payment_id: event.data.paymentID,
              amount_cents: event.data.amountCents,
              reason: event.data.reason,
              status: 'REQUESTED',
              failure_reason: null,
              requested_at: at,
              requested_by: String(event.metadata.actorId ?? 'system'),
            })
            .onConflict((conflict) => conflict.column('refund_id').doNothing())
            .execute();
          break;
        case 'PaymentRefundSent':
          await updateRefund(trx, event.data.refundID, { status: 'SENT' });
          break;
        case 'PaymentRefundFailed':
          await updateRefund(trx, event.data.refundID, { status: 'FAILED', failure_reason: event.data.reason });
          break;
      }
    }
  },
};

function updatePayment(trx: Transaction<Database>, paymentID: string, values: UpdateObject<Database, 'payment'>) {
  return trx.updateTable('payment').set(values).where('payment_id', '=', paymentID).execute();
}

function updateRefund(trx: Transaction<Database>, refundID: string, values: UpdateObject<Database, 'payment_refund'>) {
  return trx.updateTable('payment_refund').set(values).where('refund_id', '=', refundID).execute();
}
