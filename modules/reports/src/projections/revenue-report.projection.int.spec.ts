import { projectionSpec } from '../../../../test/support/projection-spec';
import { ReportQueries } from '../queries/report.queries';
import { newId } from '../reports.fixtures';
import { revenueReportProjection } from './revenue-report.projection';

const spec = projectionSpec(revenueReportProjection);
const report = (asOf: string) => new ReportQueries(spec.db).report('SUBSCRIPTIONS_REVENUE', new Date(asOf));

const planID = newId();
const payment = (readerID: string, amountCents: number, paidAt: string) => {
  const paymentID = newId();
  const initiated = {
    type: 'PaymentInitiated' as const,
    data: { paymentID, readerID, pricingPlanID: planID, planName: 'AKT 6 months', amountCents },
  };
  const succeeded = { type: 'PaymentSucceeded' as const, data: { paymentID, paidAt } };
  const period = {
    type: 'ReaderPaidPeriodStarted' as const,
    data: {
      userId: readerID,
      pricingPlanID: planID,
      paymentID,
      periodStart: paidAt,
      periodEnd: '2027-01-01T00:00:00Z',
    },
  };
  return [initiated, succeeded, period] as const;
};

describe('SUBSCRIPTIONS_REVENUE report projection', () => {
  it('sums paid payments by month and plan, less refunds, and counts a reader’s first period as a new subscription', async () => {
    const reader = newId();
    const [initiated, succeeded, period] = payment(reader, 9900, '2026-03-10T00:00:00Z');
    const renewal = payment(reader, 9900, '2026-04-10T00:00:00Z');
    const other = payment(newId(), 4950, '2026-04-20T00:00:00Z');
    const unpaid = { type: 'PaymentInitiated' as const, data: { ...other[0].data, paymentID: newId() } };
    await spec.given(initiated, succeeded, period, ...renewal, ...other, unpaid);
    await spec.given({ type: 'PaymentRefunded', data: { paymentID: other[0].data.paymentID, refundedCents: 950 } });

    const { rows, series } = await report('2026-04-30T00:00:00Z');
    expect(rows).toEqual([
      {
        month: '2026-04',
        plan: 'AKT 6 months',
        payments: 2,
        revenue: 14850,
        refunded: 950,
        net: 13900,
        newSubscriptions: 1,
      },
      {
        month: '2026-03',
        plan: 'AKT 6 months',
        payments: 1,
        revenue: 9900,
        refunded: 0,
        net: 9900,
        newSubscriptions: 1,
      },
    ]);
    const net = series.find((s) => s.key === 'net')!.points;
    expect(net.slice(-2)).toEqual([
      { month: '2026-03', value: 9900 },
      { month: '2026-04', value: 13900 },
    ]);
    expect(
      series
        .find((s) => s.key === 'activeSubscriptions')!
        .points.slice(-3)
        .map((p) => p.value),
    ).toEqual([0, 1, 2]);
  });

  it('a full refund ends the paid period: the subscription is no longer active after it', async () => {
    const reader = newId();
    const events = payment(reader, 9900, '2026-03-10T00:00:00Z');
    await spec.given(...events, {
      type: 'ReaderPaidPeriodRefunded',
      data: { userId: reader, paymentID: events[0].data.paymentID, periodEnd: '2026-03-20T00:00:00Z' },
    });
    const active = (await report('2026-04-30T00:00:00Z')).series.find((s) => s.key === 'activeSubscriptions')!;
    expect(active.points.slice(-2).map((p) => p.value)).toEqual([0, 0]);
  });
});
