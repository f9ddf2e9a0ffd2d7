import { ApiPaths, saveKfpCaseQuestionRequest, type SaveKfpCaseQuestionRequest } from '@notebook/contracts';
import { announced, callOf } from '@/lib/api-hooks';
import { caseAnsweredMutation } from './get-kfp-case';

export const saveKfpCaseQuestionInputSchema = saveKfpCaseQuestionRequest;
export type SaveKfpCaseQuestionInput = SaveKfpCaseQuestionRequest;

/** POST adminChapter/saveUpdateKFPCaseQuestion: answers the whole case (its version bumped). */
export const saveKfpCaseQuestion = callOf(ApiPaths.adminChapter.saveUpdateKFPCaseQuestion, announced);

export const useSaveKfpCaseQuestion = caseAnsweredMutation(saveKfpCaseQuestion);
