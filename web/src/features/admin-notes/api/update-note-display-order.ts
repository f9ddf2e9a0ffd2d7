import { ApiPaths, updateNoteDisplayOrderRequest, type AdminLessonNotesResult } from '@notebook/contracts';
import type { z } from 'zod';
import { announced, callOf } from '@/lib/api-hooks';
import { adminLessonNotesQueryOptions } from './get-lesson-notes';
import { useOrderMutation, withOrder } from './notes-cache';

export const updateNoteDisplayOrderInputSchema = updateNoteDisplayOrderRequest;
export type UpdateNoteDisplayOrderInput = z.input<typeof updateNoteDisplayOrderRequest>;

export const updateNoteDisplayOrder = callOf(ApiPaths.adminChapter.updateNoteDisplayOrder, announced);

export function useUpdateNoteDisplayOrder() {
  return useOrderMutation(updateNoteDisplayOrder, {
    queryKey: (input) => adminLessonNotesQueryOptions(input.lessonID).queryKey,
    reorder: (data: AdminLessonNotesResult, input) => ({
      ...data,
      notes: withOrder(data.notes, input.noteIDs, (note) => note.noteID),
    }),
  });
}
