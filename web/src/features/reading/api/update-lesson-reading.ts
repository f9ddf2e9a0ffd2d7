import { ApiPaths } from '@notebook/contracts';
import { quiet, callOf } from '@/lib/api-hooks';
import { useReadingMutation } from './reading-cache';

/** Marks a lesson FIRST / SECOND / THIRD_READING, or clears the mark with null. */
export const updateLessonReading = callOf(ApiPaths.reader.updateLessonReading, quiet);

export const useUpdateLessonReading = () => useReadingMutation(updateLessonReading);
