import { ApiPaths, READER_PAGE_SIZE, type BookmarkItem, type Paged } from '@notebook/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { readerStudyQueryRoot } from './reader-study-cache';

/** The reader's bookmarked lessons, newest bookmark first. Pages count from 0, {READER_PAGE_SIZE} rows each. */
export function getPagedBookmarks(page: number): Promise<Paged<BookmarkItem>> {
  return api.call(
    ApiPaths.reader.getPagedBookMarksByReaderID,
    { page, rows: READER_PAGE_SIZE },
    { showLoading: false },
  );
}

export const pagedBookmarksQueryOptions = (page: number) =>
  queryOptions({
    queryKey: [...readerStudyQueryRoot, 'bookmarks', page] as const,
    queryFn: () => getPagedBookmarks(page),
    placeholderData: keepPreviousData,
  });

export function usePagedBookmarks(page: number) {
  return useQuery(pagedBookmarksQueryOptions(page));
}
