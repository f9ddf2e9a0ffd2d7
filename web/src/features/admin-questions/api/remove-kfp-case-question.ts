import { ApiPaths, removeKfpCaseQuestionRequest } from '@notebook/contracts';
import type { z } from 'zod';
import { announced, callOf } from '@/lib/api-hooks';
import { caseAnsweredMutation } from './get-kfp-case';

export type RemoveKfpCaseQuestionInput = z.input<typeof removeKfpCaseQuestionRequest>;

/** POST adminChapter/removeKFPCaseQuestion: answers the case without the question. */
export const removeKfpCaseQuestion = callOf(ApiPaths.adminChapter.removeKFPCaseQuestion, announced);

export const useRemoveKfpCaseQuestion = caseAnsweredMutation(removeKfpCaseQuestion);
