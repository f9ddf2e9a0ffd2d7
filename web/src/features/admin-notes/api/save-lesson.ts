import { ApiPaths, saveLessonRequest } from '@notebook/contracts';
import type { z } from 'zod';
import { announced, callOf } from '@/lib/api-hooks';
import { useNotesMutation } from './notes-cache';

export const saveLessonInputSchema = saveLessonRequest;
export type SaveLessonInput = z.input<typeof saveLessonRequest>;

export const saveLesson = callOf(ApiPaths.adminChapter.saveUpdateLesson, announced);

export const useSaveLesson = () => useNotesMutation(saveLesson);
