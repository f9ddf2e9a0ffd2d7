import type { ReactNode } from 'react';
import { PagedQueryView, SearchBox } from './admin-list';

/** Where a searchable list's search text and page live (`useSearchPaging` holds both). */
export type SearchPaging = {
  search: string;
  setSearch: (search: string) => void;
  page: number;
  setPage: (page: number) => void;
};

type SearchPagedListProps<T extends { pageData: readonly unknown[]; totalNoOfRecords: number }> = Omit<
  Parameters<typeof PagedQueryView<T>>[0],
  'page' | 'onPage'
> & {
  paging: SearchPaging;
  placeholder: string;
  /** More filters beside the search box. */
  filters?: ReactNode;
};

/** A searchable admin list: the search box and its other filters, then the page of results and its Pager. */
export function SearchPagedList<T extends { pageData: readonly unknown[]; totalNoOfRecords: number }>({
  paging,
  placeholder,
  filters,
  ...view
}: SearchPagedListProps<T>) {
  return (
    <>
      <div className="mb-4 flex flex-wrap items-end gap-3">
        <SearchBox placeholder={placeholder} value={paging.search} onChange={paging.setSearch} />
        {filters}
      </div>
      <PagedQueryView<T> {...view} page={paging.page} onPage={paging.setPage} />
    </>
  );
}
