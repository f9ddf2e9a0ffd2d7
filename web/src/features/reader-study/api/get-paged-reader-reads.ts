import { ApiPaths } from '@notebook/contracts';
import { profileList } from './reader-study-cache';

/** The lessons the reader has marked read, last read first. Pages count from 0, {READER_PAGE_SIZE} rows each. */
const list = profileList(ApiPaths.reader.getPagedReaderReadsByReaderID, 'reads');
export const getPagedReaderReads = list.fetch;
export const pagedReaderReadsQueryOptions = list.options;
export const usePagedReaderReads = list.usePage;
