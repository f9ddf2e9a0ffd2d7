import { SEARCH_FULL_LIMIT, SEARCH_PAGE_SIZE, normaliseSearchKey } from '@notebook/contracts';
import { Link, useSearchParams } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useSearchNotes } from '../api/search-notes';
import { HighlightedResult } from './highlighted-result';
import { SearchNotices } from './search-notices';
import { searchPageHref, searchResultHref } from './search-links';

/** The full search (`/public/search?searchKey=...&page=N`): up to 500 results, 20 a page. */
export function SearchPage() {
  const [params] = useSearchParams();
  const searchKey = normaliseSearchKey(params.get('searchKey') ?? params.get('q') ?? '');
  const lastPage = SEARCH_FULL_LIMIT / SEARCH_PAGE_SIZE;
  const page = Math.min(Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1), lastPage);
  const search = useSearchNotes({ searchKey, limit: SEARCH_PAGE_SIZE, offset: (page - 1) * SEARCH_PAGE_SIZE });
  const data = search.data;
  const pages = data ? Math.ceil(data.totalNoOfRecords / SEARCH_PAGE_SIZE) : 0;
  const suggestLink = (key: string) => (
    <Link className="font-medium text-accent-strong underline" to={searchPageHref(key)}>
      {key}
    </Link>
  );

  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-6">
      <h1 className="text-2xl font-semibold text-ink">Search</h1>
      {!searchKey ? (
        <p className="mt-4 text-ink-muted">Type a word or two in the search box above.</p>
      ) : !data ? (
        <div className="mt-8 flex justify-center">
          <Spinner />
        </div>
      ) : data.results.length === 0 ? (
        <div className="mt-4 text-ink-muted">
          <SearchNotices data={data} term={searchKey} suggestion={suggestLink} />
        </div>
      ) : (
        <>
          <p className="mt-1 text-sm text-ink-muted" aria-live="polite">
            {data.totalNoOfRecords >= SEARCH_FULL_LIMIT ? `The first ${SEARCH_FULL_LIMIT}` : data.totalNoOfRecords}{' '}
            result
            {data.totalNoOfRecords === 1 ? '' : 's'} for “{searchKey}”
          </p>
          {(data.partialMatch || data.didYouMean) && (
            <div className="mt-2 text-sm text-ink-muted">
              <SearchNotices data={data} term={searchKey} suggestion={suggestLink} />
            </div>
          )}
          <ol
            className="mt-4 divide-y divide-line rounded-xl border border-line bg-surface"
            aria-label="Search results"
          >
            {data.results.map((result) => (
              <li key={result.noteID}>
                <Link to={searchResultHref(result, searchKey)} className="block px-4 py-3 hover:bg-surface-muted">
                  <HighlightedResult result={result} />
                </Link>
              </li>
            ))}
          </ol>
          {pages > 1 && (
            <nav className="mt-4 flex items-center justify-between" aria-label="Result pages">
              <Button asChild variant="secondary" size="sm" disabled={page <= 1}>
                {page > 1 ? <Link to={searchPageHref(searchKey, page - 1)}>Previous</Link> : <span>Previous</span>}
              </Button>
              <span className="text-sm text-ink-muted">
                Page {page} of {pages}
              </span>
              <Button asChild variant="secondary" size="sm" disabled={page >= pages}>
                {page < pages ? <Link to={searchPageHref(searchKey, page + 1)}>Next</Link> : <span>Next</span>}
              </Button>
            </nav>
          )}
        </>
      )}
    </div>
  );
}
