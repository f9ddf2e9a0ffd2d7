import { ApiPaths, updateLessonOfTopicRequest } from '@notebook/contracts';
import { announced, callOf } from '@/lib/api-hooks';
import { useReadingMutation } from './reading-cache';

export const updateLessonInputSchema = updateLessonOfTopicRequest;

/** Renames the reader's own lesson; the server answers 'Lesson updated'. */
export const updateLessonOfTopic = callOf(ApiPaths.reader.updateLessonOfTopic, announced);

export const useUpdateLessonOfTopic = () => useReadingMutation(updateLessonOfTopic);
