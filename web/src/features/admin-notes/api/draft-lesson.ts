import { ApiPaths, lessonIdRequest } from '@notebook/contracts';
import type { z } from 'zod';
import { announced, callOf } from '@/lib/api-hooks';
import { useNotesMutation } from './notes-cache';

export const draftLessonInputSchema = lessonIdRequest;
export type DraftLessonInput = z.input<typeof lessonIdRequest>;

export const draftLesson = callOf(ApiPaths.adminChapter.draftLesson, announced);

export const useDraftLesson = () => useNotesMutation(draftLesson);
