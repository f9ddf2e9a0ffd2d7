import { ApiPaths, lessonIdRequest, type LessonItem } from '@notebook/contracts';
import type { z } from 'zod';
import { api } from '@/lib/api-client';
import { useNotesMutation } from './notes-cache';

export const draftLessonInputSchema = lessonIdRequest;
export type DraftLessonInput = z.input<typeof lessonIdRequest>;

export function draftLesson(input: DraftLessonInput): Promise<LessonItem> {
  return api.call(ApiPaths.adminChapter.draftLesson, input, { showSuccessMessage: true });
}

export function useDraftLesson() {
  return useNotesMutation(draftLesson);
}
