import { ApiPaths, apiUrl, updateLessonDisplayOrderRequest, type AdminTopicLessonsResult } from '@notebook/contracts';
import type { z } from 'zod';
import { api } from '@/lib/api-client';
import { useNotesMutation } from './notes-cache';

export const updateLessonDisplayOrderInputSchema = updateLessonDisplayOrderRequest;
export type UpdateLessonDisplayOrderInput = z.input<typeof updateLessonDisplayOrderRequest>;

export function updateLessonDisplayOrder(input: UpdateLessonDisplayOrderInput): Promise<AdminTopicLessonsResult> {
  return api.post<AdminTopicLessonsResult>(apiUrl(ApiPaths.adminChapter.updateLessonDisplayOrder), input, { showSuccessMessage: true });
}

export function useUpdateLessonDisplayOrder() {
  return useNotesMutation(updateLessonDisplayOrder);
}
