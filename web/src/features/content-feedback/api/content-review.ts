import { ApiPaths, type ContentReportContentType, type ContentReviewReason } from '@notebook/contracts';
import { searchPages } from '@/lib/api-hooks';
import { CONTENT_REPORTS_PAGE_SIZE, contentReportsQueryRoot } from './content-reports';

export type ContentReviewFilter = {
  page: number;
  contentType?: ContentReportContentType;
  reason?: ContentReviewReason;
};

/** POST adminContentReport/getContentNeedingReview: 20 a page, reported first, then the oldest review. */
export const useContentNeedingReview = searchPages(
  ApiPaths.adminContentReport.getContentNeedingReview,
  // Under the reports' root: an answer to a report refreshes the list too.
  [...contentReportsQueryRoot, 'review'],
  (filter: ContentReviewFilter) => ({ ...filter, rows: CONTENT_REPORTS_PAGE_SIZE }),
);
