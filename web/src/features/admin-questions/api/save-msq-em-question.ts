import { ApiPaths, saveMsqEmQuestionRequest, type SaveMsqEmQuestionRequest } from '@notebook/contracts';
import { announced, callOf, mutationInvalidating } from '@/lib/api-hooks';
import { questionsKey } from './query-keys';

export const saveMsqEmQuestionInputSchema = saveMsqEmQuestionRequest;
export type SaveMsqEmQuestionInput = SaveMsqEmQuestionRequest;

/** POST adminChapter/saveUpdateMSQEMQuestion: one sub-question of an extended-match question. */
export const saveMsqEmQuestion = callOf(ApiPaths.adminChapter.saveUpdateMSQEMQuestion, announced);

export const useSaveMsqEmQuestion = mutationInvalidating(saveMsqEmQuestion, [...questionsKey, 'msq']);
