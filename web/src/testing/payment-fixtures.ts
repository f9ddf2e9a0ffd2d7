import type { PublicPricingPlan } from '@notebook/contracts';
import { ok } from './fake-api';
import { makeUser, signedInAs } from './fixtures';

/** The plan the payment tests buy: six months for A$249.50 before GST. */
export const sixMonthPlan = (): PublicPricingPlan => ({
  pricingPlanID: '0190a3b4-0000-7000-8000-0000000000b1',
  planName: '6 months',
  description: null,
  pricingCategory: null,
  price: 249.5,
  periodCount: 6,
  periodUnit: 'MONTH',
  eligibleTopics: [],
});

/** A signed-in reader without a plan, on a site that offers `plans`. */
export const readerChoosingAPlan = (plans: PublicPricingPlan[] = [sixMonthPlan()]) => ({
  ...signedInAs(makeUser('READER')),
  'GET /api/public/getAllPricingPlans': ok(plans),
});

/** The payment page for `plan`, as the plan list links to it. */
export const doPaymentHref = (plan: PublicPricingPlan) => `/public/do-payment?pricingPlanID=${plan.pricingPlanID}`;
