import type { PublicWebinar, WebinarDetailsRequest } from '@notebook/contracts';
import { useState } from 'react';
import { useParams, useSearchParams } from 'react-router-dom';
import { QueryView } from '@/components/ui/admin-list';
import { FilterBar, PagedWebinars, filterBinder } from './list-parts';
import { PageHeader } from '@/components/ui/page-header';
import { Spinner } from '@/components/ui/spinner';
import { usePagedFilters } from '@/hooks/use-search-paging';
import { useLoggedInUser } from '@/lib/auth-store';
import { type WebinarTense, usePublicWebinarCategories, useWebinarDetails, useWebinarList } from '../api/webinar-calls';
import { WebinarCard } from './webinar-card';
import { useNow } from '@/hooks/use-now';
import { formatCountdown, periodOptions, periodRange } from './webinar-time';

/** Signed-in readers read through the reader calls (with the links), anyone else through the public ones. */
const useSignedInReader = () => useLoggedInUser()?.user.userType === 'READER';

function Countdown({ webinar }: { webinar: PublicWebinar }) {
  const now = useNow(1000);
  const left = Date.parse(webinar.startsAt) - now;
  if (Date.parse(webinar.endsAt) <= now) return null;
  return (
    <p className="text-sm font-medium text-accent-strong" aria-live="off">
      {left > 0 ? `Starts in ${formatCountdown(left)}` : 'Live now'}
    </p>
  );
}

const tensePages = {
  next: { title: 'Next Webinars', description: 'Webinars coming up, soonest first.', direction: 'ahead' },
  past: { title: 'Webinars', description: 'Webinars held, newest first, with their recordings.', direction: 'back' },
} as const;

/** The categories the filter offers: every active one, in display order. */
function useCategoryChoices() {
  const categories = usePublicWebinarCategories();
  return [
    { value: '', label: 'All categories' },
    ...(categories.data ?? []).map((category) => ({ value: category.webinarCategoryID, label: category.categoryName })),
  ];
}

function WebinarListPage({ tense }: { tense: WebinarTense }) {
  const signedIn = useSignedInReader();
  const page = tensePages[tense];
  const paged = usePagedFilters({ period: '', category: '' });
  const { filters, page: pageNo, setPage } = paged;
  const bind = filterBinder(paged);
  // The period's edges are fixed when it is chosen, so the key does not change every render.
  const [range, setRange] = useState(() => periodRange(filters.period, page.direction));
  const webinars = useWebinarList(tense, signedIn, {
    page: pageNo,
    webinarCategoryID: filters.category || undefined,
    ...range,
  });
  const categories = useCategoryChoices();
  return (
    <section aria-label={page.title} className="mx-auto w-full max-w-3xl">
      <PageHeader title={page.title} description={page.description} />
      <FilterBar
        filters={[
          {
            label: tense === 'next' ? 'In the next' : 'In the last',
            options: periodOptions,
            ...bind('period', (period) => setRange(periodRange(period, page.direction))),
          },
          { label: 'Category', options: categories, ...bind('category') },
        ]}
      />
      <PagedWebinars query={webinars} page={pageNo} onPage={setPage}>
        {(data) => (
          <ul className="flex flex-col gap-4" aria-label={page.title}>
            {data.pageData.map((webinar, index) => (
              <li key={webinar.webinarID}>
                <WebinarCard
                  webinar={webinar}
                  extra={tense === 'next' && pageNo === 0 && index === 0 && <Countdown webinar={webinar} />}
                />
              </li>
            ))}
          </ul>
        )}
      </PagedWebinars>
    </section>
  );
}

/** /public/next-webinars: upcoming webinars, soonest first, a countdown to the next one. */
export function NextWebinarsPage() {
  return <WebinarListPage tense="next" />;
}

/** /public/webinars: past webinars by period and category, with their recordings. */
export function PastWebinarsPage() {
  return <WebinarListPage tense="past" />;
}

function OneWebinar({ request }: { request: WebinarDetailsRequest }) {
  const signedIn = useSignedInReader();
  const webinar = useWebinarDetails(signedIn, request);
  return (
    <section className="mx-auto w-full max-w-3xl">
      <QueryView query={webinar} pending={<Spinner />}>
        {(found) => <WebinarCard webinar={found} heading="h1" extra={<Countdown webinar={found} />} />}
      </QueryView>
    </section>
  );
}

/** /public/webinars/webinar?webinarID=…: one webinar. */
export function WebinarPage() {
  const [searchParams] = useSearchParams();
  return <OneWebinar request={{ webinarID: searchParams.get('webinarID') ?? '' }} />;
}

/** /public/webinars/banner/:bannerSlug: the webinar a banner names. */
export function WebinarBannerPage() {
  const { bannerSlug = '' } = useParams();
  return <OneWebinar request={{ bannerSlug }} />;
}
