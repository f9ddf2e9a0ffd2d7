import { ApiPaths, updateLessonDisplayOrderRequest, type AdminTopicLessonsResult } from '@notebook/contracts';
import type { z } from 'zod';
import { announced, callOf } from '@/lib/api-hooks';
import { topicLessonsQueryOptions } from './get-topic-lessons';
import { useOrderMutation, withOrder } from './notes-cache';

export const updateLessonDisplayOrderInputSchema = updateLessonDisplayOrderRequest;
export type UpdateLessonDisplayOrderInput = z.input<typeof updateLessonDisplayOrderRequest>;

export const updateLessonDisplayOrder = callOf(ApiPaths.adminChapter.updateLessonDisplayOrder, announced);

export function useUpdateLessonDisplayOrder() {
  return useOrderMutation(updateLessonDisplayOrder, {
    queryKey: (input) => topicLessonsQueryOptions(input.topicID).queryKey,
    reorder: (data: AdminTopicLessonsResult, input) => ({
      ...data,
      lessons: withOrder(data.lessons, input.lessonIDs, (lesson) => lesson.lessonID),
    }),
  });
}
