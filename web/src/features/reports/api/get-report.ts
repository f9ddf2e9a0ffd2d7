import { ApiPaths, type GetReportRequest, type ReportResult } from '@notebook/contracts';
import { useQuery } from '@tanstack/react-query';
import { callOf, queryOf, silent } from '@/lib/api-hooks';

const root = ['admin-report'] as const;

/** How often a report being built as of a past moment is asked for again (the contract asks for every second or two). */
export const REPORT_POLL_MS = 1500;

/** The report, live or as of a moment; the screen says what went wrong in its own words. */
export const getReport = callOf(ApiPaths.adminReport.getReport, silent);

export const reportQueryOptions = queryOf(
  (input: GetReportRequest) => [...root, input.reportType, input.asOf ?? 'live'] as const,
  getReport,
);

/** The report, asked for again while the server is still building it as of a past moment. */
export function useReport(input: GetReportRequest) {
  return useQuery({
    ...reportQueryOptions(input),
    refetchInterval: (query) => (query.state.data?.status === 'BUILDING' ? REPORT_POLL_MS : false),
  });
}

export type { ReportResult };
