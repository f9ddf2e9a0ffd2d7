import { ApiPaths, lessonIdRequest } from '@notebook/contracts';
import type { z } from 'zod';
import { announced, callOf } from '@/lib/api-hooks';
import { useNotesMutation } from './notes-cache';

export const publishLessonInputSchema = lessonIdRequest;
export type PublishLessonInput = z.input<typeof lessonIdRequest>;

export const publishLesson = callOf(ApiPaths.adminChapter.publishLesson, announced);

export const usePublishLesson = () => useNotesMutation(publishLesson);
