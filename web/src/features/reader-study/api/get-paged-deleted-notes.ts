import { ApiPaths, READER_PAGE_SIZE, type ReaderNoteItem, type Paged } from '@notebook/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { readerStudyQueryRoot } from './reader-study-cache';

/** The reader's personal notes in the trash. Pages count from 0, {READER_PAGE_SIZE} rows each. */
export function getPagedDeletedNotes(page: number): Promise<Paged<ReaderNoteItem>> {
  return api.call(
    ApiPaths.reader.getPagedReaderDeletedNotesByReaderID,
    { page, rows: READER_PAGE_SIZE },
    { showLoading: false },
  );
}

export const pagedDeletedNotesQueryOptions = (page: number) =>
  queryOptions({
    queryKey: [...readerStudyQueryRoot, 'trash', page] as const,
    queryFn: () => getPagedDeletedNotes(page),
    placeholderData: keepPreviousData,
  });

export function usePagedDeletedNotes(page: number) {
  return useQuery(pagedDeletedNotesQueryOptions(page));
}
