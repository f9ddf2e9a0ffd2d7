import { ApiPaths, type PricingPlan } from '@notebook/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { pricingQueryRoot } from './pricing-cache';

/** POST adminPricing/getPricingPlan: one plan to edit (404 'Pricing plan not found' if unknown). */
export function getPricingPlan(pricingPlanID: string): Promise<PricingPlan> {
  return api.call(ApiPaths.adminPricing.getPricingPlan, { pricingPlanID }, { showLoading: false });
}

export const pricingPlanQueryOptions = (pricingPlanID: string) =>
  queryOptions({
    queryKey: [...pricingQueryRoot, 'admin', 'plan', pricingPlanID] as const,
    queryFn: () => getPricingPlan(pricingPlanID),
  });

export function usePricingPlan(pricingPlanID: string | null) {
  return useQuery({ ...pricingPlanQueryOptions(pricingPlanID ?? ''), enabled: pricingPlanID !== null });
}
