import { ApiPaths, saveAktEmQuestionRequest, type SaveAktEmQuestionRequest } from '@notebook/contracts';
import { announced, callOf, mutationInvalidating } from '@/lib/api-hooks';
import { questionsKey } from './query-keys';

export const saveAktEmQuestionInputSchema = saveAktEmQuestionRequest;
export type SaveAktEmQuestionInput = SaveAktEmQuestionRequest;

/** POST adminChapter/saveUpdateAKTEMQuestion: one sub-question of an extended-match question; answers with the whole question. */
export const saveAktEmQuestion = callOf(ApiPaths.adminChapter.saveUpdateAKTEMQuestion, announced);

export const useSaveAktEmQuestion = mutationInvalidating(saveAktEmQuestion, [...questionsKey, 'akt']);
