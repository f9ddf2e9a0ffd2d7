import { z } from 'zod';
import { PlanPeriodUnit, ReaderPricingPlanStatus } from './enums';
import { contentStatus } from './catalog';
import { entityId, numberField, optionalText, requiredText } from './fields';
import { Messages } from './messages';

/**
 * Pricing plans (spec sections 1, 3, 6, 7 "Plans and payment"). A plan has a price for a period
 * and names the topics it makes eligible: a reader holding the plan, even before paying (the
 * unsubscribed-trial state), may open those topics. An active subscription opens everything.
 */

export const PLAN_NAME_MAX = 100;
export const PLAN_DESCRIPTION_MAX = 1000;
export const PLAN_PRICE_MAX = 100_000;
export const PLAN_PERIOD_COUNT_MAX = 1000;
export const PLAN_ELIGIBLE_TOPICS_MAX = 500;

export const planPeriodUnit = z.enum(PlanPeriodUnit, { error: 'Must be DAY, MONTH, HOUR or MINUTE' });

/** A price in dollars with at most two decimals; kept as whole cents on the server. */
const price = numberField({ min: 0, max: PLAN_PRICE_MAX, decimals: 2 });

const eligibleTopicIDs = z
  .array(entityId)
  .max(PLAN_ELIGIBLE_TOPICS_MAX, { error: Messages.maxValue(PLAN_ELIGIBLE_TOPICS_MAX) })
  .refine((ids) => new Set(ids).size === ids.length, { error: 'A topic is listed twice' });

/** POST adminPricing/saveUpdatePricingPlan: without pricingPlanID adds a plan, with it updates one. */
export const savePricingPlanRequest = z.object({
  pricingPlanID: entityId.optional(),
  planName: requiredText(PLAN_NAME_MAX),
  description: optionalText(PLAN_DESCRIPTION_MAX),
  price,
  periodCount: numberField({ min: 1, max: PLAN_PERIOD_COUNT_MAX }),
  periodUnit: planPeriodUnit,
  status: contentStatus.default('ACT'),
  eligibleTopicIDs: eligibleTopicIDs.default([]),
});
export type SavePricingPlanRequest = z.input<typeof savePricingPlanRequest>;

export const pricingPlanIdRequest = z.object({ pricingPlanID: entityId });
export type PricingPlanIdRequest = z.input<typeof pricingPlanIdRequest>;
export const updatePricingPlanStatusRequest = z.object({ pricingPlanID: entityId, status: contentStatus });
export type UpdatePricingPlanStatusRequest = z.input<typeof updatePricingPlanStatusRequest>;
/** POST reader/activateUnsubscription: start the unsubscribed trial of a plan. */
export const activateUnsubscriptionRequest = z.object({ pricingPlanID: entityId });
export type ActivateUnsubscriptionRequest = z.input<typeof activateUnsubscriptionRequest>;

export type EligibleTopic = { topicID: string; topicName: string; chapterName: string };

/** A plan as admins see it (adminPricing/getPricingPlans, getPricingPlan, saveUpdatePricingPlan). */
export type PricingPlan = {
  pricingPlanID: string;
  planName: string;
  description: string | null;
  price: number;
  periodCount: number;
  periodUnit: PlanPeriodUnit;
  status: 'ACT' | 'INA';
  displayOrder: number;
  /** In reading order (group, chapter, topic). Topics since made inactive are still listed. */
  eligibleTopics: EligibleTopic[];
};

/** A plan as anyone sees it (public/getAllPricingPlans): active plans only, active topics only. */
export type PublicPricingPlan = Omit<PricingPlan, 'status' | 'displayOrder'>;

/** GET reader/getReaderSubscriptionDetails. */
export type ReaderSubscriptionDetails = {
  /** Where the reader's plan stands now: a period or trial past its end reads INACTIVE at once. */
  status: ReaderPricingPlanStatus | null;
  /** The plan the reader holds, as the public sees it; null when none (or it is no longer listed). */
  pricingPlan: PublicPricingPlan | null;
  /** The end of the paid period (access to everything until then); null without one. */
  periodEnd: string | null;
  /** The end of the free trial; null when the reader never started one. */
  trialEndsAt: string | null;
  /** The period renews at its end (ACTIVE); false once unsubscribed. */
  renews: boolean;
};
