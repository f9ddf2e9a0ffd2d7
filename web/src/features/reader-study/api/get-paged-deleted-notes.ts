import { ApiPaths } from '@notebook/contracts';
import { profileList } from './reader-study-cache';

/** The reader's personal notes in the trash. Pages count from 0, {READER_PAGE_SIZE} rows each. */
const list = profileList(ApiPaths.reader.getPagedReaderDeletedNotesByReaderID, 'trash');
export const getPagedDeletedNotes = list.fetch;
export const pagedDeletedNotesQueryOptions = list.options;
export const usePagedDeletedNotes = list.usePage;
