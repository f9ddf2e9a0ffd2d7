import {
  ApiPaths,
  type ContentNeedingReview,
  type ContentReportContentType,
  type ContentReviewReason,
  type Paged,
} from '@notebook/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { quiet } from '@/lib/api-hooks';
import { CONTENT_REPORTS_PAGE_SIZE, contentReportsQueryRoot } from './content-reports';

export type ContentReviewFilter = {
  page: number;
  contentType?: ContentReportContentType;
  reason?: ContentReviewReason;
};

/** POST adminContentReport/getContentNeedingReview: 20 a page, reported first, then the oldest review. */
export function useContentNeedingReview(filter: ContentReviewFilter) {
  return useQuery({
    // Under the reports' root: an answer to a report refreshes the list too.
    queryKey: [...contentReportsQueryRoot, 'review', filter] as const,
    queryFn: (): Promise<Paged<ContentNeedingReview>> =>
      api.call(
        ApiPaths.adminContentReport.getContentNeedingReview,
        { ...filter, rows: CONTENT_REPORTS_PAGE_SIZE },
        quiet,
      ),
    placeholderData: keepPreviousData,
  });
}
