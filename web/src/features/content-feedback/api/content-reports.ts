import {
  ApiPaths,
  type AnswerContentReportRequest,
  type ContentReportContentType,
  type ContentReportReason,
  type ContentReportStatus,
  type MyContentReport,
  type Paged,
} from '@notebook/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { announced, callOf, quiet, searchPages } from '@/lib/api-hooks';

/** Every cached page of reports (the reader's and the admins'), so a report or an answer refreshes them. */
export const contentReportsQueryRoot = ['content-reports'] as const;
export const CONTENT_REPORTS_PAGE_SIZE = 20;

/** POST reader/reportContentProblem: the toast thanks the reader; a duplicate or refusal is an error toast. */
export const reportContentProblem = callOf(ApiPaths.reader.reportContentProblem, announced);

export function useReportContentProblem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reportContentProblem,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: contentReportsQueryRoot }),
  });
}

/** POST reader/getMyContentReports: the reader's reports, newest first, with the editors' answers. */
export function useMyContentReports(page: number) {
  return useQuery({
    queryKey: [...contentReportsQueryRoot, 'mine', page] as const,
    queryFn: (): Promise<Paged<MyContentReport>> =>
      api.call(ApiPaths.reader.getMyContentReports, { page, rows: CONTENT_REPORTS_PAGE_SIZE }, quiet),
    placeholderData: keepPreviousData,
  });
}

export type ContentReportsFilter = {
  page: number;
  contentType?: ContentReportContentType;
  reason?: ContentReportReason;
  status?: ContentReportStatus;
};

/** POST adminContentReport/getPagedContentReports: 20 a page, newest first, only the kinds the admin edits. */
export const usePagedContentReports = searchPages(
  ApiPaths.adminContentReport.getPagedContentReports,
  [...contentReportsQueryRoot, 'queue'],
  (filter: ContentReportsFilter) => ({ ...filter, rows: CONTENT_REPORTS_PAGE_SIZE }),
);

/** POST adminContentReport/answerContentReport: 'Successfully updated'; the queue is read again. */
export function useAnswerContentReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: AnswerContentReportRequest) =>
      api.call(ApiPaths.adminContentReport.answerContentReport, input, announced),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: contentReportsQueryRoot }),
  });
}
