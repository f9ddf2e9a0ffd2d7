import { useDeferredValue, useState } from 'react';

/**
 * A paged list's filters and zero-based page. Changing a filter goes back to the first page, since
 * the page the list was on may not exist among the new results.
 */
export function usePagedFilters<Filters extends object>(initialFilters: Filters) {
  const [filters, setFilters] = useState(initialFilters);
  const [page, setPage] = useState(0);
  const setFilter = <Name extends keyof Filters>(name: Name, value: Filters[Name]) => {
    setFilters((current) => ({ ...current, [name]: value }));
    setPage(0);
  };
  return { filters, setFilter, page, setPage };
}

/**
 * usePagedFilters with a search box: `search` is the text as typed, `searchKey` the trimmed text the
 * list's query asks for, deferred so that typing stays quick while the list catches up.
 */
export function useSearchPaging<Filters extends object = Record<never, never>>(
  initialFilters: Filters = {} as Filters,
) {
  const [search, setSearchText] = useState('');
  const paging = usePagedFilters(initialFilters);
  const searchKey = useDeferredValue(search.trim());
  const setSearch = (value: string) => {
    setSearchText(value);
    paging.setPage(0);
  };
  return { ...paging, search, setSearch, searchKey };
}

/** What usePagedFilters gives, for a component that shows a list's filters. */
export type PagedFilters<Filters extends object> = ReturnType<typeof usePagedFilters<Filters>>;
