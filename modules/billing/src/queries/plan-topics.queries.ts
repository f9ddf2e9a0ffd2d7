import { type RawBuilder, sql } from 'kysely';

/**
 * SQL: the pricing plan `pricingPlanID` opens the topic `topicID` (an expression of the caller's
 * query) to readers on it; false without a plan. The reading-access policy asks this for a trial's
 * topics, inside its own one query, so the plans' topic table stays billing's.
 */
export const planOpensTopic = (pricingPlanID: string | null, topicID: RawBuilder<unknown>) => sql<boolean>`EXISTS (
  SELECT 1 FROM pricing_plan_topic ppt WHERE ppt.pricing_plan_id = ${pricingPlanID}::uuid AND ppt.topic_id = ${topicID})`;
