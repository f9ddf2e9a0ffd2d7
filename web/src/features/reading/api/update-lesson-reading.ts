import { ApiPaths, type ReaderLessonStudy, type UpdateLessonReadingRequest } from '@notebook/contracts';
import { api } from '@/lib/api-client';
import { useReadingMutation } from './reading-cache';

/** Marks a lesson FIRST / SECOND / THIRD_READING, or clears the mark with null. */
export function updateLessonReading(input: UpdateLessonReadingRequest): Promise<ReaderLessonStudy> {
  return api.call(ApiPaths.reader.updateLessonReading, input, { showLoading: false });
}

export const useUpdateLessonReading = () => useReadingMutation(updateLessonReading);
