import {
  ApiPaths,
  updateLessonOfTopicRequest,
  type ReaderLessonItem,
  type UpdateLessonOfTopicRequest,
} from '@notebook/contracts';
import { api } from '@/lib/api-client';
import { useReadingMutation } from './reading-cache';

export const updateLessonInputSchema = updateLessonOfTopicRequest;

/** Renames the reader's own lesson; the server answers 'Lesson updated'. */
export function updateLessonOfTopic(input: UpdateLessonOfTopicRequest): Promise<ReaderLessonItem> {
  return api.call(ApiPaths.reader.updateLessonOfTopic, input, { showSuccessMessage: true });
}

export const useUpdateLessonOfTopic = () => useReadingMutation(updateLessonOfTopic);
