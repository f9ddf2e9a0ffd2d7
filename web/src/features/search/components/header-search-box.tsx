import { SEARCH_DROPDOWN_LIMIT, SearchMessages, normaliseSearchKey } from '@notebook/contracts';
import { Search } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { paths } from '@/config/paths';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { useSearchNotes } from '../api/search-notes';
import { HighlightedResult } from './highlighted-result';
import { searchPageHref, searchResultHref } from './search-links';
import { SearchNotices } from './search-notices';
import { useDebouncedSearchTerm } from './search-term';

/**
 * The header search (spec "Public header search"): searches 500 ms after typing stops, shows five
 * highlighted results, 'Load more results' and 'No results found for {term}'. Enter or Load more
 * opens the search page; a result opens its topic and lesson. `focusOnOpen`: the box appears because
 * the reader asked for it (the mobile header's search button), so typing starts in it.
 */
export function HeaderSearchBox({ focusOnOpen = false }: { focusOnOpen?: boolean }) {
  const navigate = useNavigate();
  // On the search page the box keeps the term searched for (after a reload too).
  const location = useLocation();
  const pageTerm =
    location.pathname === paths.public.search.path
      ? (new URLSearchParams(location.search).get('searchKey') ?? '')
      : null;
  const [typed, setTyped] = useState(pageTerm ?? '');
  const [shownPageTerm, setShownPageTerm] = useState(pageTerm);
  if (pageTerm !== shownPageTerm) {
    setShownPageTerm(pageTerm);
    if (pageTerm !== null) setTyped(pageTerm);
  }
  const [open, setOpen] = useState(false);
  const term = useDebouncedSearchTerm(typed);
  const search = useSearchNotes({ searchKey: term, limit: SEARCH_DROPDOWN_LIMIT });
  const container = useRef<HTMLFormElement>(null);
  const panelId = useId();

  // An open dropdown closes on a press outside the box or on Escape.
  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!container.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open]);

  const close = () => setOpen(false);
  const showPanel = open && normaliseSearchKey(typed) !== '' && term !== '';
  const data = search.data;
  const suggestButton = (key: string) => (
    <button type="button" className="font-medium text-accent-strong underline" onClick={() => setTyped(key)}>
      {key}
    </button>
  );

  return (
    <form
      ref={container}
      role="search"
      className="relative w-full"
      onSubmit={(event) => {
        event.preventDefault();
        const searchKey = normaliseSearchKey(typed);
        if (!searchKey) return;
        close();
        navigate(searchPageHref(searchKey));
      }}
    >
      <Search
        className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-ink-faint"
        aria-hidden="true"
      />
      <Input
        type="search"
        aria-label="Search notes"
        // Names the results panel only while it is there: a reference to a missing id is invalid ARIA.
        aria-controls={showPanel ? panelId : undefined}
        autoComplete="off"
        placeholder={SearchMessages.placeholder}
        value={typed}
        // eslint-disable-next-line jsx-a11y/no-autofocus -- shown only when the reader taps Search, so focus follows their action
        autoFocus={focusOnOpen}
        onFocus={() => setOpen(true)}
        onChange={(event) => {
          setTyped(event.target.value);
          setOpen(true);
        }}
        className="rounded-full bg-surface-muted pl-9"
      />
      {showPanel && (
        <div
          id={panelId}
          role="region"
          aria-label="Search results"
          className="absolute inset-x-0 top-full z-40 mt-2 max-h-[70vh] overflow-y-auto rounded-xl border border-line bg-surface p-1 shadow-lg"
        >
          {!data ? (
            <div className="flex justify-center p-4">
              <Spinner />
            </div>
          ) : data.results.length === 0 ? (
            <div className="p-3 text-sm text-ink-muted">
              <SearchNotices data={data} term={term} suggestion={suggestButton} />
            </div>
          ) : (
            <>
              {(data.partialMatch || data.didYouMean) && (
                <div className="px-3 pt-2 pb-1 text-xs text-ink-muted">
                  <SearchNotices data={data} term={term} suggestion={suggestButton} />
                </div>
              )}
              <ul>
                {data.results.map((result) => (
                  <li key={result.noteID}>
                    <Link
                      to={searchResultHref(result, term)}
                      onClick={close}
                      className="block rounded-lg px-3 py-2 hover:bg-surface-muted focus-visible:bg-surface-muted"
                    >
                      <HighlightedResult result={result} compact />
                    </Link>
                  </li>
                ))}
              </ul>
              <Link
                to={searchPageHref(term)}
                onClick={close}
                className="block rounded-lg px-3 py-2 text-center text-sm font-medium text-accent-strong hover:bg-surface-muted"
              >
                {SearchMessages.loadMore}
              </Link>
            </>
          )}
        </div>
      )}
    </form>
  );
}
