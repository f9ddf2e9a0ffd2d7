import { ApiPaths, removeMsqQuestionRequest } from '@notebook/contracts';
import type { z } from 'zod';
import { announced, callOf } from '@/lib/api-hooks';
import { removalMutation } from './query-keys';

export const removeMsqQuestionInputSchema = removeMsqQuestionRequest;
export type RemoveMsqQuestionInput = z.input<typeof removeMsqQuestionRequest>;

/** POST adminChapter/removeMSQQuestion */
export const removeMsqQuestion = callOf(ApiPaths.adminChapter.removeMSQQuestion, announced);

export const useRemoveMsqQuestion = removalMutation(removeMsqQuestion, 'msq', (input) => input.msqQuestionID);
