import { ApiPaths, removeAktEmQuestionRequest } from '@notebook/contracts';
import type { z } from 'zod';
import { announced, callOf, mutationInvalidating } from '@/lib/api-hooks';
import { questionsKey } from './query-keys';

export const removeAktEmQuestionInputSchema = removeAktEmQuestionRequest;
export type RemoveAktEmQuestionInput = z.input<typeof removeAktEmQuestionRequest>;

/** POST adminChapter/removeAKTEMQuestion: a sub-question of an extended-match question; answers with the question as it is left. */
export const removeAktEmQuestion = callOf(ApiPaths.adminChapter.removeAKTEMQuestion, announced);

export const useRemoveAktEmQuestion = mutationInvalidating(removeAktEmQuestion, [...questionsKey, 'akt']);
