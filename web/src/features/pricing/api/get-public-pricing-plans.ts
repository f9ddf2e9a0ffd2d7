import { ApiPaths } from '@notebook/contracts';
import { callOf, fixedQuery, publicSilent } from '@/lib/api-hooks';
import { pricingQueryRoot } from './pricing-cache';

/** GET public/getAllPricingPlans: the active plans with their active eligible topics. A quiet background call. */
export const getPublicPricingPlans = callOf(ApiPaths.public.getAllPricingPlans, publicSilent);

const query = fixedQuery([...pricingQueryRoot, 'public', 'plans'] as const, getPublicPricingPlans, {
  staleTime: 60_000,
});
export const publicPricingPlansQueryOptions = query.options;
export const usePublicPricingPlans = query.useWith;
