import { ApiPaths, lessonIdRequest, type LessonItem } from '@notebook/contracts';
import type { z } from 'zod';
import { api } from '@/lib/api-client';
import { useNotesMutation } from './notes-cache';

export const publishLessonInputSchema = lessonIdRequest;
export type PublishLessonInput = z.input<typeof lessonIdRequest>;

export function publishLesson(input: PublishLessonInput): Promise<LessonItem> {
  return api.call(ApiPaths.adminChapter.publishLesson, input, { showSuccessMessage: true });
}

export function usePublishLesson() {
  return useNotesMutation(publishLesson);
}
