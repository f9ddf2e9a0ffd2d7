import { ApiPaths, type PublicPricingPlan } from '@notebook/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { pricingQueryRoot } from './pricing-cache';

/** GET public/getAllPricingPlans: the active plans with their active eligible topics. A quiet background call. */
export function getPublicPricingPlans(): Promise<PublicPricingPlan[]> {
  return api.call(ApiPaths.public.getAllPricingPlans, undefined, {
    skipAuth: true,
    showLoading: false,
    showErrorToast: false,
  });
}

export const publicPricingPlansQueryOptions = () =>
  queryOptions({
    queryKey: [...pricingQueryRoot, 'public', 'plans'] as const,
    queryFn: getPublicPricingPlans,
    staleTime: 60_000,
  });

export function usePublicPricingPlans() {
  return useQuery(publicPricingPlansQueryOptions());
}
