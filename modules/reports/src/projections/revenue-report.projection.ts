import { sql } from 'kysely';
import type { Projection } from '@notebook/read-models';
import type {
  PaymentInitiated,
  PaymentRefunded,
  PaymentSucceeded,
  ReaderPaidPeriodRefunded,
  ReaderPaidPeriodStarted,
} from './report-events';

type RevenueEvent =
  PaymentInitiated | PaymentSucceeded | PaymentRefunded | ReaderPaidPeriodStarted | ReaderPaidPeriodRefunded;

/**
 * SUBSCRIPTIONS_REVENUE: payments (what was charged, when it was paid, how much came back) from
 * billing's events, and the paid periods of readers' subscriptions from identity's.
 */
export const revenueReportProjection: Projection<RevenueEvent> = {
  name: 'report-revenue',
  version: 1,
  canHandle: [
    'PaymentInitiated',
    'PaymentSucceeded',
    'PaymentRefunded',
    'ReaderPaidPeriodStarted',
    'ReaderPaidPeriodRefunded',
  ],
  tables: ['report_payment', 'report_paid_period'],
  async handle(events, trx) {
    for (const event of events) {
      switch (event.type) {
        case 'PaymentInitiated': {
          const d = event.data;
          await sql`INSERT INTO report_payment (payment_id, reader_id, plan_id, plan_name, amount_cents)
            VALUES (${d.paymentID}, ${d.readerID}, ${d.pricingPlanID}, ${d.planName}, ${d.amountCents})
            ON CONFLICT (payment_id) DO NOTHING`.execute(trx);
          break;
        }
        case 'PaymentSucceeded':
          await sql`UPDATE report_payment SET paid_at = ${new Date(event.data.paidAt)}
            WHERE payment_id = ${event.data.paymentID} AND paid_at IS NULL`.execute(trx);
          break;
        case 'PaymentRefunded':
          // refundedCents is the provider's total so far on the payment.
          await sql`UPDATE report_payment SET refunded_cents = GREATEST(refunded_cents, ${event.data.refundedCents})
            WHERE payment_id = ${event.data.paymentID}`.execute(trx);
          break;
        case 'ReaderPaidPeriodStarted': {
          const d = event.data;
          await sql`INSERT INTO report_paid_period (payment_id, reader_id, plan_id, period_start, period_end)
            VALUES (${d.paymentID}, ${d.userId}, ${d.pricingPlanID}, ${new Date(d.periodStart)}, ${new Date(d.periodEnd)})
            ON CONFLICT (payment_id) DO NOTHING`.execute(trx);
          break;
        }
        case 'ReaderPaidPeriodRefunded':
          await sql`UPDATE report_paid_period SET period_end = ${new Date(event.data.periodEnd)}
            WHERE payment_id = ${event.data.paymentID}`.execute(trx);
          break;
      }
    }
  },
};
