import { z } from 'zod';
import { PlanPeriodUnit, ReaderPricingPlanStatus } from './enums';
import { contentStatus } from './catalog';
import { entityId, idListField, numberField, optionalText, requiredText } from './fields';
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
  /** The category the plan is listed under; null or absent for none. */
  pricingCategoryID: entityId.nullable().default(null),
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
  /** The category it is filed under, or null. */
  pricingCategoryID: string | null;
};

/**
 * A plan as anyone sees it (public/getAllPricingPlans): active plans only, active topics only, in
 * the order of their categories (plans without an active category last), so consecutive plans of one
 * category form its group.
 */
export type PublicPricingPlan = Omit<PricingPlan, 'status' | 'displayOrder' | 'pricingCategoryID'> & {
  pricingCategory: PublicPricingCategory | null;
};

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

/**
 * Pricing categories (spec section 2, /admin/pricing-category): named groups of plans, in an order
 * admins set; the public pricing section shows the plans of each active category under its name.
 */
export const PRICING_CATEGORY_NAME_MAX = 100;
export const PRICING_CATEGORY_DESCRIPTION_MAX = 500;

/** POST adminPricing/saveUpdatePricingCategory: without pricingCategoryID adds one, with it updates one. */
export const savePricingCategoryRequest = z.object({
  pricingCategoryID: entityId.optional(),
  categoryName: requiredText(PRICING_CATEGORY_NAME_MAX),
  description: optionalText(PRICING_CATEGORY_DESCRIPTION_MAX),
  status: contentStatus.default('ACT'),
});
export type SavePricingCategoryRequest = z.input<typeof savePricingCategoryRequest>;
export const pricingCategoryIdRequest = z.object({ pricingCategoryID: entityId });
export const updatePricingCategoryStatusRequest = z.object({ pricingCategoryID: entityId, status: contentStatus });
export type UpdatePricingCategoryStatusRequest = z.input<typeof updatePricingCategoryStatusRequest>;
/** POST adminPricing/updatePricingCategoryDisplayOrder: every category, once, in the new order. */
export const updatePricingCategoryDisplayOrderRequest = z.object({ pricingCategoryIDs: idListField(200) });

/** A category as admins see it. */
export type PricingCategory = {
  pricingCategoryID: string;
  categoryName: string;
  description: string | null;
  status: 'ACT' | 'INA';
  displayOrder: number;
  /** How many plans (of any status) are filed under it. */
  planCount: number;
};

/** A plan's category as the public sees it: only an active category is shown. */
export type PublicPricingCategory = Pick<PricingCategory, 'pricingCategoryID' | 'categoryName' | 'description'>;

/**
 * Pricing terms (spec section 2, /admin/pricing-term): the conditions a reader accepts before paying,
 * shown in the order admins set on the payment pages.
 */
export const PRICING_TERM_TITLE_MAX = 150;
export const PRICING_TERM_CONTENT_MAX = 20_000;

/** POST adminPricing/saveUpdatePricingTerm: `content` is rich text (the editors' allowlist). */
export const savePricingTermRequest = z.object({
  pricingTermID: entityId.optional(),
  title: requiredText(PRICING_TERM_TITLE_MAX),
  content: requiredText(PRICING_TERM_CONTENT_MAX),
  status: contentStatus.default('ACT'),
});
export type SavePricingTermRequest = z.input<typeof savePricingTermRequest>;
export const pricingTermIdRequest = z.object({ pricingTermID: entityId });
export const updatePricingTermStatusRequest = z.object({ pricingTermID: entityId, status: contentStatus });
export type UpdatePricingTermStatusRequest = z.input<typeof updatePricingTermStatusRequest>;
export const updatePricingTermDisplayOrderRequest = z.object({ pricingTermIDs: idListField(200) });

/** A term as admins see it. */
export type PricingTerm = {
  pricingTermID: string;
  title: string;
  content: string;
  status: 'ACT' | 'INA';
  displayOrder: number;
  updatedAt: string;
};

/**
 * GET public/getPricingTerms: the active terms, in order. `version` is the term's revision (1 when
 * added, one more for every change of its title or text): what a payer accepts is the term at it.
 */
export type PublicPricingTerm = Pick<PricingTerm, 'pricingTermID' | 'title' | 'content'> & { version: number };

/**
 * What a payer accepted on a payment page: every active term at the version shown (sent by each call
 * that opens a payment; optional while no term is active). A missing or stale list is refused.
 */
export const acceptedPricingTermsField = z
  .array(z.object({ pricingTermID: entityId, version: numberField({ min: 1, max: 1_000_000, decimals: 0 }) }), {
    error: Messages.invalidEntry,
  })
  .max(200, { error: Messages.invalidEntry })
  .optional();
export type AcceptedPricingTermsInput = z.output<typeof acceptedPricingTermsField>;

/** A term as recorded on a payment (its title then, and the version accepted). */
export type AcceptedPricingTerm = { pricingTermID: string; title: string; version: number };
