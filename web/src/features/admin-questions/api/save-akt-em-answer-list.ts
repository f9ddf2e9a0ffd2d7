import {
  ApiPaths,
  saveAktEmAnswerListRequest,
  type AktemAnswerDTO,
  type AktQuestionDTO,
  type AktemResponseDTO,
  type SaveAktEmAnswerListRequest,
} from '@notebook/contracts';
import { announced, callOf, mutationInvalidating } from '@/lib/api-hooks';
import { questionsKey } from './query-keys';

export const saveAktEmAnswerListInputSchema = saveAktEmAnswerListRequest;
export type SaveAktEmAnswerListInput = SaveAktEmAnswerListRequest;
/** The answers list as saved, or the whole extended-match response. */
export type SaveAktEmAnswerListResult =
  { aktQuestionDTO: AktQuestionDTO; aktemAnswerDTOList: AktemAnswerDTO[] } | AktemResponseDTO;

/** The id of the question a save answered with, whichever shape the result has. */
export function savedAktQuestionID(result: SaveAktEmAnswerListResult | undefined): string | undefined {
  if (!result) return undefined;
  return 'aktemAnswerListDTO' in result
    ? result.aktemAnswerListDTO.aktQuestionDTO.aktQuestionID
    : result.aktQuestionDTO?.aktQuestionID;
}

/** POST adminChapter/saveUpdateAKTEMAnswerList: the answers, and the explanation merged into the question. */
export const saveAktEmAnswerList = callOf(ApiPaths.adminChapter.saveUpdateAKTEMAnswerList, announced);

export const useSaveAktEmAnswerList = mutationInvalidating(saveAktEmAnswerList, [...questionsKey, 'akt']);
