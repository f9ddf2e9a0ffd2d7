import { ApiPaths } from '@notebook/contracts';
import { callOf, fixedQuery, silent } from '@/lib/api-hooks';
import { pricingQueryRoot } from './pricing-cache';

/** GET reader/getReaderSubscriptionDetails: the reader's plan status and the plan held (if any). */
export const getReaderSubscriptionDetails = callOf(ApiPaths.reader.getReaderSubscriptionDetails, silent);

const query = fixedQuery([...pricingQueryRoot, 'reader', 'subscription'] as const, getReaderSubscriptionDetails);
export const readerSubscriptionDetailsQueryOptions = query.options;
export const useReaderSubscriptionDetails = query.useWith;
