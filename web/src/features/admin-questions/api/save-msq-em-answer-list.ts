import { ApiPaths, saveMsqEmAnswerListRequest, type SaveMsqEmAnswerListRequest } from '@notebook/contracts';
import { announced, callOf, mutationInvalidating } from '@/lib/api-hooks';
import { questionsKey } from './query-keys';

export const saveMsqEmAnswerListInputSchema = saveMsqEmAnswerListRequest;
export type SaveMsqEmAnswerListInput = SaveMsqEmAnswerListRequest;

/** POST adminChapter/saveUpdateMSQEMAnswerList: the answers, and the explanation merged into the question. */
export const saveMsqEmAnswerList = callOf(ApiPaths.adminChapter.saveUpdateMSQEMAnswerList, announced);

export const useSaveMsqEmAnswerList = mutationInvalidating(saveMsqEmAnswerList, [...questionsKey, 'msq']);
