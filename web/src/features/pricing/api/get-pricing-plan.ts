import { ApiPaths } from '@notebook/contracts';
import { useQuery } from '@tanstack/react-query';
import { callWith, queryOf, quiet } from '@/lib/api-hooks';
import { pricingQueryRoot } from './pricing-cache';

/** POST adminPricing/getPricingPlan: one plan to edit (404 'Pricing plan not found' if unknown). */
export const getPricingPlan = callWith(ApiPaths.adminPricing.getPricingPlan, quiet, (pricingPlanID: string) => ({
  pricingPlanID,
}));

export const pricingPlanQueryOptions = queryOf(
  (pricingPlanID: string) => [...pricingQueryRoot, 'admin', 'plan', pricingPlanID] as const,
  getPricingPlan,
);

export function usePricingPlan(pricingPlanID: string | null) {
  return useQuery({ ...pricingPlanQueryOptions(pricingPlanID ?? ''), enabled: pricingPlanID !== null });
}
