import { ApiPaths, READER_PAGE_SIZE, type ReadItem, type Paged } from '@notebook/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { readerStudyQueryRoot } from './reader-study-cache';

/** The lessons the reader has marked read, last read first. Pages count from 0, {READER_PAGE_SIZE} rows each. */
export function getPagedReaderReads(page: number): Promise<Paged<ReadItem>> {
  return api.call(
    ApiPaths.reader.getPagedReaderReadsByReaderID,
    { page, rows: READER_PAGE_SIZE },
    { showLoading: false },
  );
}

export const pagedReaderReadsQueryOptions = (page: number) =>
  queryOptions({
    queryKey: [...readerStudyQueryRoot, 'reads', page] as const,
    queryFn: () => getPagedReaderReads(page),
    placeholderData: keepPreviousData,
  });

export function usePagedReaderReads(page: number) {
  return useQuery(pagedReaderReadsQueryOptions(page));
}
