import { ApiPaths, updateLessonStatusRequest, type LessonItem } from '@notebook/contracts';
import type { z } from 'zod';
import { api } from '@/lib/api-client';
import { useNotesMutation } from './notes-cache';

export const updateLessonStatusInputSchema = updateLessonStatusRequest;
export type UpdateLessonStatusInput = z.input<typeof updateLessonStatusRequest>;

export function updateLessonStatus(input: UpdateLessonStatusInput): Promise<LessonItem> {
  return api.call(ApiPaths.adminChapter.updateLessonStatus, input, { showSuccessMessage: true });
}

export function useUpdateLessonStatus() {
  return useNotesMutation(updateLessonStatus);
}
