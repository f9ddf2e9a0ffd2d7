import { ApiPaths, type ReaderLessonStudy, type UpdateReaderLessonBookMarkRequest } from '@notebook/contracts';
import { api } from '@/lib/api-client';
import { useReadingMutation } from './reading-cache';

/** Bookmarks a lesson or removes the bookmark. */
export function updateLessonBookmark(input: UpdateReaderLessonBookMarkRequest): Promise<ReaderLessonStudy> {
  return api.call(ApiPaths.reader.updateReaderLessonBookMark, input, { showLoading: false });
}

export const useUpdateLessonBookmark = () => useReadingMutation(updateLessonBookmark);
