import { randomUUID } from 'node:crypto';
import { projectionSpec } from '../../../../test/support/projection-spec';
import type { PaymentEvent, PaymentInitiated } from '../payments/payment.events';
import { paymentProjection } from './payment.projection';

const spec = projectionSpec(paymentProjection);

const initiated = (paymentID: string = randomUUID()): PaymentInitiated => ({
  type: 'PaymentInitiated',
  data: {
    paymentID,
    readerID: randomUUID(),
    pricingPlanID: randomUUID(),
    planName: '3 months',
    purpose: 'SUBSCRIPTION',
    paymentType: 'CARD',
    amountCents: 14900,
    gstCents: 1355,
    currency: 'AUD',
    periodCount: 3,
    periodUnit: 'MONTH',
    providerPaymentID: `pi_${paymentID}`,
  },
});
const succeeded = (paymentID: string): PaymentEvent => ({
  type: 'PaymentSucceeded',
  data: { paymentID, paidAt: '2026-01-02T03:04:05.000Z', providerEventID: 'evt_paid' },
});
const failed = (paymentID: string, reason: string): PaymentEvent => ({
  type: 'PaymentFailed',
  data: { paymentID, reason, providerEventID: null },
});
const refunded = (paymentID: string, refundedCents: number): PaymentEvent => ({
  type: 'PaymentRefunded',
  data: { paymentID, refundedCents, providerEventID: `evt_refund_${refundedCents}` },
});
const refundRequested = (paymentID: string, refundID: string, amountCents: number, adminID: string) => ({
  type: 'PaymentRefundRequested' as const,
  data: { paymentID, refundID, amountCents, reason: 'Asked within the week' },
  metadata: { actorId: adminID },
});

const paymentRow = () =>
  spec.db
    .selectFrom('payment')
    .select([
      'status',
      'amount_cents',
      'gst_cents',
      'refunded_cents',
      'paid_at',
      'failure_reason',
      'plan_name',
      'purpose',
    ])
    .executeTakeFirstOrThrow();
const refundRows = () =>
  spec.db
    .selectFrom('payment_refund')
    .select(['refund_id', 'amount_cents', 'status', 'failure_reason', 'requested_by'])
    .orderBy('requested_at')
    .execute();

describe('payment projection', () => {
  it('a payment begun reads INITIATED with its plan and amounts, nothing paid or refunded; a delivery twice is stored once', async () => {
    const payment = initiated();
    await spec.given(payment, payment, {
      type: 'PaymentTermsAccepted',
      data: { paymentID: payment.data.paymentID, acceptedPricingTerms: [] },
    });

    expect(await spec.db.selectFrom('payment').select('payment_id').execute()).toHaveLength(1);
    expect(await paymentRow()).toEqual({
      status: 'INITIATED',
      amount_cents: 14900,
      gst_cents: 1355,
      refunded_cents: 0,
      paid_at: null,
      failure_reason: null,
      plan_name: '3 months',
      purpose: 'SUBSCRIPTION',
    });
  });

  it("a decline shows the provider's words; a later success with another card counts, and the words go", async () => {
    const { paymentID } = initiated().data;
    await spec.given(initiated(paymentID), failed(paymentID, 'Your card was declined.'));
    expect(await paymentRow()).toMatchObject({
      status: 'FAILED',
      failure_reason: 'Your card was declined.',
      paid_at: null,
    });

    await spec.given(succeeded(paymentID));
    expect(await paymentRow()).toMatchObject({
      status: 'SUCCEEDED',
      failure_reason: null,
      paid_at: new Date('2026-01-02T03:04:05.000Z'),
    });
  });

  it('a part refund keeps the payment SUCCEEDED with what was returned; the rest returned makes it REFUNDED', async () => {
    const { paymentID } = initiated().data;
    await spec.given(initiated(paymentID), succeeded(paymentID), refunded(paymentID, 5000));
    expect(await paymentRow()).toMatchObject({ status: 'SUCCEEDED', refunded_cents: 5000 });

    await spec.given(refunded(paymentID, 14900));
    expect(await paymentRow()).toMatchObject({
      status: 'REFUNDED',
      refunded_cents: 14900,
      paid_at: new Date('2026-01-02T03:04:05.000Z'),
    });
  });

  it("refunds asked for keep which admin asked (the billing page shows their name); each is sent or refused with the provider's words; a request delivered twice is one refund", async () => {
    const { paymentID } = initiated().data;
    const [sent, refused, grace, alan] = [randomUUID(), randomUUID(), randomUUID(), randomUUID()];
    await spec.given(initiated(paymentID), succeeded(paymentID), refundRequested(paymentID, sent, 5000, grace));
    await spec.given(refundRequested(paymentID, sent, 5000, grace), refundRequested(paymentID, refused, 2000, alan));
    await spec.given(
      { type: 'PaymentRefundSent', data: { paymentID, refundID: sent } },
      { type: 'PaymentRefundFailed', data: { paymentID, refundID: refused, reason: 'Charge already refunded' } },
    );

    expect(await refundRows()).toEqual([
      { refund_id: sent, amount_cents: 5000, status: 'SENT', failure_reason: null, requested_by: grace },
      {
        refund_id: refused,
        amount_cents: 2000,
        status: 'FAILED',
        failure_reason: 'Charge already refunded',
        requested_by: alan,
      },
    ]);
    // Asking is not refunding: the payment's own refunded amount moves only when the provider says so.
    expect(await paymentRow()).toMatchObject({ status: 'SUCCEEDED', refunded_cents: 0 });
  });
});
