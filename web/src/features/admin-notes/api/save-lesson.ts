import { ApiPaths, saveLessonRequest, type LessonItem } from '@notebook/contracts';
import type { z } from 'zod';
import { api } from '@/lib/api-client';
import { useNotesMutation } from './notes-cache';

export const saveLessonInputSchema = saveLessonRequest;
export type SaveLessonInput = z.input<typeof saveLessonRequest>;

export function saveLesson(input: SaveLessonInput): Promise<LessonItem> {
  return api.call(ApiPaths.adminChapter.saveUpdateLesson, input, { showSuccessMessage: true });
}

export function useSaveLesson() {
  return useNotesMutation(saveLesson);
}
