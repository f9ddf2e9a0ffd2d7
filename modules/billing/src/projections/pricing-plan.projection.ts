import { sql, type Transaction } from 'kysely';
import { occurredAt } from '@notebook/kernel';
import type { Database, Projection } from '@notebook/read-models';
import { PricingPlanEvent, PricingPlanEventTypes } from '../pricing-plans/pricing-plan.events';

/** pricing_plan and pricing_plan_topic: the plans admins edit, the public lists and the access rule reads. */
export const pricingPlanProjection: Projection<PricingPlanEvent> = {
  name: 'pricing-plans',
  version: 1,
  canHandle: [...PricingPlanEventTypes],
  tables: ['pricing_plan', 'pricing_plan_topic'],
  async handle(events, trx) {
    for (const event of events) {
      const at = occurredAt(event);
      switch (event.type) {
        // A new plan goes last: placed here, in log order, so concurrent adds never share a place.
        case 'PricingPlanAdded': {
          const d = event.data;
          await sql`INSERT INTO pricing_plan (pricing_plan_id, plan_name, description, price_cents, period_count, period_unit, status, display_order, created_at, updated_at)
            SELECT ${d.pricingPlanID}, ${d.planName}, ${d.description}, ${d.priceCents}, ${d.periodCount}, ${d.periodUnit}, ${d.status},
                   coalesce(max(display_order), 0) + 1, ${at}, ${at}
            FROM pricing_plan
            ON CONFLICT (pricing_plan_id) DO NOTHING`.execute(trx);
          await replaceTopics(trx, d.pricingPlanID, d.eligibleTopicIDs);
          break;
        }
        case 'PricingPlanUpdated': {
          const d = event.data;
          await trx
            .updateTable('pricing_plan')
            .set({
              plan_name: d.planName,
              description: d.description,
              price_cents: d.priceCents,
              period_count: d.periodCount,
              period_unit: d.periodUnit,
              updated_at: at,
            })
            .where('pricing_plan_id', '=', d.pricingPlanID)
            .execute();
          await replaceTopics(trx, d.pricingPlanID, d.eligibleTopicIDs);
          break;
        }
        case 'PricingPlanStatusChanged':
          await trx
            .updateTable('pricing_plan')
            .set({ status: event.data.status, updated_at: at })
            .where('pricing_plan_id', '=', event.data.pricingPlanID)
            .execute();
          break;
        case 'PricingPlanCategorised':
          await trx
            .updateTable('pricing_plan')
            .set({ pricing_category_id: event.data.pricingCategoryID, updated_at: at })
            .where('pricing_plan_id', '=', event.data.pricingPlanID)
            .execute();
          break;
      }
    }
  },
};

async function replaceTopics(trx: Transaction<Database>, pricingPlanID: string, topicIDs: string[]): Promise<void> {
  await trx.deleteFrom('pricing_plan_topic').where('pricing_plan_id', '=', pricingPlanID).execute();
  if (topicIDs.length)
    await trx
      .insertInto('pricing_plan_topic')
      .values(topicIDs.map((topic_id) => ({ pricing_plan_id: pricingPlanID, topic_id })))
      .execute();
}
