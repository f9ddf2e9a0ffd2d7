import { ApiPaths, moveLessonRequest, type LessonItem } from '@notebook/contracts';
import type { z } from 'zod';
import { api } from '@/lib/api-client';
import { useNotesMutation } from './notes-cache';

export const moveLessonInputSchema = moveLessonRequest;
export type MoveLessonInput = z.input<typeof moveLessonRequest>;

/** Moves a lesson (with its notes) to the end of another topic. */
export function moveLesson(input: MoveLessonInput): Promise<LessonItem> {
  return api.call(ApiPaths.adminChapter.moveLesson, input, { showSuccessMessage: true });
}

export function useMoveLesson() {
  return useNotesMutation(moveLesson);
}
