import { ApiPaths, type ReaderSubscriptionDetails } from '@notebook/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { pricingQueryRoot } from './pricing-cache';

/** GET reader/getReaderSubscriptionDetails: the reader's plan status and the plan held (if any). */
export function getReaderSubscriptionDetails(): Promise<ReaderSubscriptionDetails> {
  return api.call(ApiPaths.reader.getReaderSubscriptionDetails, undefined, {
    showLoading: false,
    showErrorToast: false,
  });
}

export const readerSubscriptionDetailsQueryOptions = () =>
  queryOptions({
    queryKey: [...pricingQueryRoot, 'reader', 'subscription'] as const,
    queryFn: getReaderSubscriptionDetails,
  });

export function useReaderSubscriptionDetails(options: { enabled?: boolean } = {}) {
  return useQuery({ ...readerSubscriptionDetailsQueryOptions(), ...options });
}
