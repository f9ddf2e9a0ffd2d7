import { ApiPaths, apiUrl, updateNoteDisplayOrderRequest, type AdminLessonNotesResult } from '@notebook/contracts';
import type { z } from 'zod';
import { api } from '@/lib/api-client';
import { useNotesMutation } from './notes-cache';

export const updateNoteDisplayOrderInputSchema = updateNoteDisplayOrderRequest;
export type UpdateNoteDisplayOrderInput = z.input<typeof updateNoteDisplayOrderRequest>;

export function updateNoteDisplayOrder(input: UpdateNoteDisplayOrderInput): Promise<AdminLessonNotesResult> {
  return api.post<AdminLessonNotesResult>(apiUrl(ApiPaths.adminChapter.updateNoteDisplayOrder), input, { showSuccessMessage: true });
}

export function useUpdateNoteDisplayOrder() {
  return useNotesMutation(updateNoteDisplayOrder);
}
