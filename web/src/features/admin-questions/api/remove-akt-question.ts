import { ApiPaths, removeAktQuestionRequest } from '@notebook/contracts';
import type { z } from 'zod';
import { announced, callOf } from '@/lib/api-hooks';
import { removalMutation } from './query-keys';

export const removeAktQuestionInputSchema = removeAktQuestionRequest;
export type RemoveAktQuestionInput = z.input<typeof removeAktQuestionRequest>;

/** POST adminChapter/removeAKTQuestion */
export const removeAktQuestion = callOf(ApiPaths.adminChapter.removeAKTQuestion, announced);

export const useRemoveAktQuestion = removalMutation(removeAktQuestion, 'akt', (input) => input.aktQuestionID);
