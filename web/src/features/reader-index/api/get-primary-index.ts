import { ApiPaths, apiUrl, type PrimaryIndexResult } from '@notebook/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export function getPrimaryIndex(): Promise<PrimaryIndexResult> {
  return api.get<PrimaryIndexResult>(apiUrl(ApiPaths.public.getPrimaryIndex), { skipAuth: true, showLoading: false });
}

export const primaryIndexQueryOptions = () =>
  queryOptions({ queryKey: ['reader-index', 'primary'] as const, queryFn: getPrimaryIndex, staleTime: 5 * 60_000 });

export function usePrimaryIndex() {
  return useQuery(primaryIndexQueryOptions());
}
