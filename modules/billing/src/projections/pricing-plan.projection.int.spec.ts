import { randomUUID } from 'node:crypto';
import { projectionSpec } from '../../../../test/support/projection-spec';
import type { PricingPlanEvent } from '../pricing-plans/pricing-plan.events';
import { pricingPlanProjection } from './pricing-plan.projection';

const spec = projectionSpec(pricingPlanProjection);

const terms = { description: null, priceCents: 14900, periodCount: 3, periodUnit: 'MONTH' as const };
const added = (planName: string, eligibleTopicIDs: string[], pricingPlanID = randomUUID()): PricingPlanEvent => ({
  type: 'PricingPlanAdded',
  data: { pricingPlanID, planName, status: 'ACT', eligibleTopicIDs, ...terms },
});
const plans = () =>
  spec.db
    .selectFrom('pricing_plan')
    .select(['plan_name', 'display_order', 'status'])
    .orderBy('display_order')
    .execute();
const topicsOf = async (pricingPlanID: string) =>
  (
    await spec.db
      .selectFrom('pricing_plan_topic')
      .select('topic_id')
      .where('pricing_plan_id', '=', pricingPlanID)
      .execute()
  )
    .map((row) => row.topic_id)
    .sort();

describe('pricing plan projection', () => {
  it('new plans go last, in log order, even when added in one batch', async () => {
    await spec.given(added('3 months', []), added('6 months', []));
    await spec.given(added('12 months', []));
    expect(await plans()).toEqual([
      { plan_name: '3 months', display_order: 1, status: 'ACT' },
      { plan_name: '6 months', display_order: 2, status: 'ACT' },
      { plan_name: '12 months', display_order: 3, status: 'ACT' },
    ]);
  });

  it('an update replaces the eligible topics; a status change keeps them', async () => {
    const [first, second, third] = [randomUUID(), randomUUID(), randomUUID()];
    const plan = added('3 months', [first, second]);
    const { pricingPlanID } = plan.data as { pricingPlanID: string };
    await spec.given(plan);
    await spec.given({
      type: 'PricingPlanUpdated',
      data: { pricingPlanID, planName: '3 months', eligibleTopicIDs: [third], ...terms, priceCents: 12900 },
    });
    expect(await topicsOf(pricingPlanID)).toEqual([third]);
    await spec.given({ type: 'PricingPlanStatusChanged', data: { pricingPlanID, status: 'INA' } });
    expect(await topicsOf(pricingPlanID)).toEqual([third]);
    expect(
      await spec.db.selectFrom('pricing_plan').select(['price_cents', 'status']).executeTakeFirstOrThrow(),
    ).toEqual({ price_cents: 12900, status: 'INA' });
  });
});
