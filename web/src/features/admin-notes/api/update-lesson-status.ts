import { ApiPaths, updateLessonStatusRequest } from '@notebook/contracts';
import type { z } from 'zod';
import { announced, callOf } from '@/lib/api-hooks';
import { useNotesMutation } from './notes-cache';

export const updateLessonStatusInputSchema = updateLessonStatusRequest;
export type UpdateLessonStatusInput = z.input<typeof updateLessonStatusRequest>;

export const updateLessonStatus = callOf(ApiPaths.adminChapter.updateLessonStatus, announced);

export const useUpdateLessonStatus = () => useNotesMutation(updateLessonStatus);
