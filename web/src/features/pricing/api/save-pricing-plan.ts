import { ApiPaths, savePricingPlanRequest, type SavePricingPlanRequest } from '@notebook/contracts';
import { announced, callOf, mutationInvalidating } from '@/lib/api-hooks';
import { pricingQueryRoot } from './pricing-cache';

export const savePricingPlanInputSchema = savePricingPlanRequest;
export type SavePricingPlanInput = SavePricingPlanRequest;

/** Without pricingPlanID adds a plan, with it updates one; the server answers 'Successfully saved / updated'. */
export const savePricingPlan = callOf(ApiPaths.adminPricing.saveUpdatePricingPlan, announced);

export const useSavePricingPlan = mutationInvalidating(savePricingPlan, pricingQueryRoot);
