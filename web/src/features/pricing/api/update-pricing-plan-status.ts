import {
  ApiPaths,
  updatePricingPlanStatusRequest,
  type PricingPlan,
  type UpdatePricingPlanStatusRequest,
} from '@notebook/contracts';
import { announced, callOf, useOptimisticMutation } from '@/lib/api-hooks';
import { pricingPlansQueryOptions } from './get-pricing-plans';
import { pricingQueryRoot } from './pricing-cache';

export const updatePricingPlanStatusInputSchema = updatePricingPlanStatusRequest;
export type UpdatePricingPlanStatusInput = UpdatePricingPlanStatusRequest;

export const updatePricingPlanStatus = callOf(ApiPaths.adminPricing.updatePricingPlanStatus, announced);

/** Shows the new status in the list at once and puts the old one back if the server refuses. */
export function useUpdatePricingPlanStatus() {
  const { queryKey } = pricingPlansQueryOptions();
  return useOptimisticMutation(
    updatePricingPlanStatus,
    () => queryKey,
    (plans: PricingPlan[], { pricingPlanID, status }: UpdatePricingPlanStatusInput) =>
      plans.map((plan) => (plan.pricingPlanID === pricingPlanID ? { ...plan, status } : plan)),
    [pricingQueryRoot],
  );
}
