import { ApiPaths, moveLessonRequest } from '@notebook/contracts';
import type { z } from 'zod';
import { announced, callOf } from '@/lib/api-hooks';
import { useNotesMutation } from './notes-cache';

export const moveLessonInputSchema = moveLessonRequest;
export type MoveLessonInput = z.input<typeof moveLessonRequest>;

/** Moves a lesson (with its notes) to the end of another topic. */
export const moveLesson = callOf(ApiPaths.adminChapter.moveLesson, announced);

export const useMoveLesson = () => useNotesMutation(moveLesson);
