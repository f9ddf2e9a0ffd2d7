import { ApiPaths, type ApplicationProperties } from '@notebook/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from './api-client';

/** GET public/getApplicationProperties (no authentication): a quiet call, no toast, no loading bar. */
export function getApplicationProperties(): Promise<ApplicationProperties> {
  return api.call(ApiPaths.public.getApplicationProperties, undefined, {
    skipAuth: true,
    showLoading: false,
    showErrorToast: false,
  });
}

/**
 * Loaded once per session and shared by every screen that reads them (the question editors' answer
 * counts, the footer's support details): the properties only change with a server restart.
 */
export const applicationPropertiesQueryOptions = () =>
  queryOptions({
    queryKey: ['application-properties'] as const,
    queryFn: getApplicationProperties,
    staleTime: 60 * 60 * 1000,
    gcTime: Infinity,
    retry: false,
  });

/** The properties, or undefined while loading or when the call failed (callers fall back to defaults). */
export function useApplicationProperties(): ApplicationProperties | undefined {
  return useQuery(applicationPropertiesQueryOptions()).data;
}
