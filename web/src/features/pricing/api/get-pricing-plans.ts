import { ApiPaths, type PricingPlan } from '@notebook/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { pricingQueryRoot } from './pricing-cache';

/** POST adminPricing/getPricingPlans: every plan, active or not, in display order. */
export function getPricingPlans(): Promise<PricingPlan[]> {
  return api.call(ApiPaths.adminPricing.getPricingPlans, undefined, { showLoading: false });
}

export const pricingPlansQueryOptions = () =>
  queryOptions({ queryKey: [...pricingQueryRoot, 'admin', 'plans'] as const, queryFn: getPricingPlans });

export function usePricingPlans(options: { enabled?: boolean } = {}) {
  return useQuery({ ...pricingPlansQueryOptions(), ...options });
}
