import { ApiPaths, READER_PAGE_SIZE, type ReaderNoteItem, type Paged } from '@notebook/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { readerStudyQueryRoot } from './reader-study-cache';

/** The reader's personal notes (not in the trash), last changed first. Pages count from 0, {READER_PAGE_SIZE} rows each. */
export function getPagedReaderNotes(page: number): Promise<Paged<ReaderNoteItem>> {
  return api.call(
    ApiPaths.reader.getPagedReaderNotesByReaderID,
    { page, rows: READER_PAGE_SIZE },
    { showLoading: false },
  );
}

export const pagedReaderNotesQueryOptions = (page: number) =>
  queryOptions({
    queryKey: [...readerStudyQueryRoot, 'notes', page] as const,
    queryFn: () => getPagedReaderNotes(page),
    placeholderData: keepPreviousData,
  });

export function usePagedReaderNotes(page: number) {
  return useQuery(pagedReaderNotesQueryOptions(page));
}
