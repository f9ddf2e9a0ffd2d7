import { ApiPaths, saveMsqMoQuestionRequest, type SaveMsqMoQuestionRequest } from '@notebook/contracts';
import { announced, callOf, mutationInvalidating } from '@/lib/api-hooks';
import { questionsKey } from './query-keys';

export const saveMsqMoQuestionInputSchema = saveMsqMoQuestionRequest;
export type SaveMsqMoQuestionInput = SaveMsqMoQuestionRequest;

/** POST adminChapter/saveUpdateMSQMOQuestion */
export const saveMsqMoQuestion = callOf(ApiPaths.adminChapter.saveUpdateMSQMOQuestion, announced);

export const useSaveMsqMoQuestion = mutationInvalidating(saveMsqMoQuestion, [...questionsKey, 'msq']);
