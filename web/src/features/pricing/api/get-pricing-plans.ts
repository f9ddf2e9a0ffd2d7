import { ApiPaths } from '@notebook/contracts';
import { callOf, fixedQuery, quiet } from '@/lib/api-hooks';
import { pricingQueryRoot } from './pricing-cache';

/** POST adminPricing/getPricingPlans: every plan, active or not, in display order. */
export const getPricingPlans = callOf(ApiPaths.adminPricing.getPricingPlans, quiet);

const query = fixedQuery([...pricingQueryRoot, 'admin', 'plans'] as const, getPricingPlans);
export const pricingPlansQueryOptions = query.options;
export const usePricingPlans = query.useWith;
