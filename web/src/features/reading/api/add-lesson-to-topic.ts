import {
  ApiPaths,
  addLessonToTopicRequest,
  type AddLessonToTopicRequest,
  type ReaderLessonItem,
} from '@notebook/contracts';
import { api } from '@/lib/api-client';
import { useReadingMutation } from './reading-cache';

export const addLessonInputSchema = addLessonToTopicRequest;

/** A reader's own lesson in a topic; the server answers 'Lesson added'. */
export function addLessonToTopic(input: AddLessonToTopicRequest): Promise<ReaderLessonItem> {
  return api.call(ApiPaths.reader.addLessonToTopic, input, { showSuccessMessage: true });
}

export const useAddLessonToTopic = () => useReadingMutation(addLessonToTopic);
