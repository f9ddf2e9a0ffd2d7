import { ApiPaths, removeMsqEmQuestionRequest } from '@notebook/contracts';
import type { z } from 'zod';
import { announced, callOf, mutationInvalidating } from '@/lib/api-hooks';
import { questionsKey } from './query-keys';

export type RemoveMsqEmQuestionInput = z.input<typeof removeMsqEmQuestionRequest>;

/** POST adminChapter/removeMSQEMQuestion: a sub-question of an extended-match question; answers with the question as it is left. */
export const removeMsqEmQuestion = callOf(ApiPaths.adminChapter.removeMSQEMQuestion, announced);

export const useRemoveMsqEmQuestion = mutationInvalidating(removeMsqEmQuestion, [...questionsKey, 'msq']);
