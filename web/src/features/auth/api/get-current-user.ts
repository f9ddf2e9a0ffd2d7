import { ApiPaths, type LoggedInUser } from '@notebook/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryRoots } from '@/lib/query-keys';

/** `bearerToken` loads the user a token belongs to before that token becomes the session's. */
export function getCurrentUser(bearerToken?: string): Promise<LoggedInUser> {
  return api.call(ApiPaths.auth.currentUser, undefined, { bearerToken });
}

export const currentUserQueryOptions = () =>
  queryOptions({ queryKey: [...queryRoots.auth, 'current-user'] as const, queryFn: () => getCurrentUser() });

export function useCurrentUser(options: { enabled?: boolean } = {}) {
  return useQuery({ ...currentUserQueryOptions(), ...options });
}
