import { ApiPaths } from '@notebook/contracts';
import { profileList } from './reader-study-cache';

/** The reader's bookmarked lessons, newest bookmark first. Pages count from 0, {READER_PAGE_SIZE} rows each. */
const list = profileList(ApiPaths.reader.getPagedBookMarksByReaderID, 'bookmarks');
export const getPagedBookmarks = list.fetch;
export const pagedBookmarksQueryOptions = list.options;
export const usePagedBookmarks = list.usePage;
