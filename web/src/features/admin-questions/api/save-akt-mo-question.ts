import { ApiPaths, saveAktMoQuestionRequest, type SaveAktMoQuestionRequest } from '@notebook/contracts';
import { announced, callOf, mutationInvalidating } from '@/lib/api-hooks';
import { questionsKey } from './query-keys';

export const saveAktMoQuestionInputSchema = saveAktMoQuestionRequest;
export type SaveAktMoQuestionInput = SaveAktMoQuestionRequest;

/** POST adminChapter/saveUpdateAKTMOQuestion */
export const saveAktMoQuestion = callOf(ApiPaths.adminChapter.saveUpdateAKTMOQuestion, announced);

export const useSaveAktMoQuestion = mutationInvalidating(saveAktMoQuestion, [...questionsKey, 'akt']);
