import { ApiPaths, addLessonToTopicRequest } from '@notebook/contracts';
import { announced, callOf } from '@/lib/api-hooks';
import { useReadingMutation } from './reading-cache';

export const addLessonInputSchema = addLessonToTopicRequest;

/** A reader's own lesson in a topic; the server answers 'Lesson added'. */
export const addLessonToTopic = callOf(ApiPaths.reader.addLessonToTopic, announced);

export const useAddLessonToTopic = () => useReadingMutation(addLessonToTopic);
