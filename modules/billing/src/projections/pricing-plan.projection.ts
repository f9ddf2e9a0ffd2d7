import type { Transaction, UpdateObject } from 'kysely';
import { occurredAt } from '@notebook/kernel';
import type { Database, Projection } from '@notebook/read-models';
import { PricingPlanEvent, PricingPlanEventTypes, type PricingPlanTerms } from '../pricing-plans/pricing-plan.events';
import { insertLast } from './ordered-rows';

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
        case 'PricingPlanAdded': {
          const d = event.data;
          await insertLast(
            trx,
            'pricing_plan',
            'pricing_plan_id',
            { pricing_plan_id: d.pricingPlanID, ...planRow(d), status: d.status },
            at,
          );
          await replaceTopics(trx, d.pricingPlanID, d.eligibleTopicIDs);
          break;
        }
        case 'PricingPlanUpdated':
          await updatePlan(trx, event.data.pricingPlanID, { ...planRow(event.data), updated_at: at });
          await replaceTopics(trx, event.data.pricingPlanID, event.data.eligibleTopicIDs);
          break;
        case 'PricingPlanStatusChanged':
          await updatePlan(trx, event.data.pricingPlanID, { status: event.data.status, updated_at: at });
          break;
        case 'PricingPlanCategorised':
          await updatePlan(trx, event.data.pricingPlanID, {
            pricing_category_id: event.data.pricingCategoryID,
            updated_at: at,
          });
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

/** The columns an add and an edit both write. */
function planRow(plan: PricingPlanTerms) {
  return {
    plan_name: plan.planName,
    description: plan.description,
    price_cents: plan.priceCents,
    period_count: plan.periodCount,
    period_unit: plan.periodUnit,
  };
}

function updatePlan(trx: Transaction<Database>, id: string, values: UpdateObject<Database, 'pricing_plan'>) {
  return trx.updateTable('pricing_plan').set(values).where('pricing_plan_id', '=', id).execute();
}
