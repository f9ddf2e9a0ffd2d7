import { ApiPaths } from '@notebook/contracts';
import { profileList } from './reader-study-cache';

/** The reader's personal notes (not in the trash), last changed first. Pages count from 0, {READER_PAGE_SIZE} rows each. */
const list = profileList(ApiPaths.reader.getPagedReaderNotesByReaderID, 'notes');
export const getPagedReaderNotes = list.fetch;
export const pagedReaderNotesQueryOptions = list.options;
export const usePagedReaderNotes = list.usePage;
