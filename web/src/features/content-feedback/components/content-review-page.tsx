import { type ContentNeedingReview, type ContentReviewReason, ContentSourceMessages } from '@notebook/contracts';
import { reviewedDate } from '@/components/ui/content-source';
import { FilterSelect, labelledOptions } from '@/components/ui/form';
import { PageHeader } from '@/components/ui/page-header';
import { PagedQueryView } from '@/components/ui/admin-list';
import { usePagedFilters } from '@/hooks/use-search-paging';
import { CONTENT_REPORTS_PAGE_SIZE } from '../api/content-reports';
import { type ContentReviewFilter, useContentNeedingReview } from '../api/content-review';
import { ContentEditLink, ContentKindFilter } from './content-links';

const reasonLabels: Record<ContentReviewReason, string> = {
  NOT_REVIEWED: 'Not reviewed for 12 months',
  OPEN_REPORTS: 'Open reports',
};
const ContentReviewReasons = Object.keys(reasonLabels) as ContentReviewReason[];

/**
 * /admin/content-review (issue 29): notes and questions not reviewed for more than 12 months (or
 * never), and those with open error reports (first), 20 a page, by kind and reason; each editor sees
 * only the kinds they edit, each row links to its edit page.
 */
export function ContentReviewPage({ title, description }: { title: string; description: string }) {
  const { filters, setFilter, page, setPage } = usePagedFilters<Omit<ContentReviewFilter, 'page'>>({});
  const listed = useContentNeedingReview({ ...filters, page });

  return (
    <section>
      <PageHeader title={title} description={description} />
      <div className="mb-4 grid gap-3 sm:grid-cols-2">
        <ContentKindFilter value={filters.contentType} onChange={(value) => setFilter('contentType', value)} />
        <FilterSelect
          label="Reason"
          value={filters.reason}
          options={labelledOptions(ContentReviewReasons, reasonLabels)}
          onChange={(value) => setFilter('reason', value)}
        />
      </div>
      <PagedQueryView
        query={listed}
        empty={ContentSourceMessages.nothingToReview}
        label="Content to review"
        page={page}
        pageSize={CONTENT_REPORTS_PAGE_SIZE}
        onPage={setPage}
      >
        {(data) => (
          <ul className="flex flex-col gap-3" aria-label="Content to review">
            {data.pageData.map((item) => (
              <ReviewRow key={item.contentID} item={item} />
            ))}
          </ul>
        )}
      </PagedQueryView>
    </section>
  );
}

function ReviewRow({ item }: { item: ContentNeedingReview }) {
  return (
    <li className="rounded-2xl border border-line bg-surface p-4" aria-label={`Review ${item.contentName}`}>
      <ContentEditLink content={item} />
      <dl className="mt-2 grid gap-x-6 gap-y-1 text-sm text-ink-muted sm:grid-cols-3">
        <div>
          <dt className="inline">{ContentSourceMessages.lastReviewedLabel}: </dt>
          <dd className="inline">{item.lastReviewedOn ? reviewedDate(item.lastReviewedOn) : 'Never'}</dd>
        </div>
        <div>
          <dt className="inline">{ContentSourceMessages.sourceLabel}: </dt>
          <dd className="inline [overflow-wrap:anywhere]">{item.sourceTitle ?? 'None'}</dd>
        </div>
        <div>
          <dt className="inline">Open reports: </dt>
          <dd className="inline">{item.openReports}</dd>
        </div>
      </dl>
    </li>
  );
}
