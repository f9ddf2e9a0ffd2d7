import { ApiPaths } from '@notebook/contracts';
import { useQuery } from '@tanstack/react-query';
import { callOf, fixedQuery, silent } from '@/lib/api-hooks';

/** The figures are asked for again every minute while the dashboard is open. */
export const DASHBOARD_REFRESH_MS = 60_000;

/** Quietly, without a toast: the dashboard says itself when its figures cannot be had. */
export const getDashboard = callOf(ApiPaths.adminReport.getDashboard, silent);

export const dashboardQuery = fixedQuery(['admin-dashboard'] as const, () => getDashboard({}), {
  staleTime: DASHBOARD_REFRESH_MS,
});

export function useDashboard() {
  return useQuery({ ...dashboardQuery.options(), refetchInterval: DASHBOARD_REFRESH_MS });
}
