import { ApiPaths } from '@notebook/contracts';
import { quiet, callOf } from '@/lib/api-hooks';
import { useReadingMutation } from './reading-cache';

/** Bookmarks a lesson or removes the bookmark. */
export const updateLessonBookmark = callOf(ApiPaths.reader.updateReaderLessonBookMark, quiet);

export const useUpdateLessonBookmark = () => useReadingMutation(updateLessonBookmark);
