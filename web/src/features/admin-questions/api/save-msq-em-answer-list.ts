import {
  ApiPaths,
  saveMsqEmAnswerListRequest,
  type MsqemResponseDTO,
  type SaveMsqEmAnswerListRequest,
} from '@notebook/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { questionsKey } from './query-keys';

export const saveMsqEmAnswerListInputSchema = saveMsqEmAnswerListRequest;
export type SaveMsqEmAnswerListInput = SaveMsqEmAnswerListRequest;

/** POST adminChapter/saveUpdateMSQEMAnswerList: the answers, and the explanation merged into the question. */
export function saveMsqEmAnswerList(input: SaveMsqEmAnswerListInput): Promise<MsqemResponseDTO> {
  return api.call(ApiPaths.adminChapter.saveUpdateMSQEMAnswerList, input, { showSuccessMessage: true });
}

export function useSaveMsqEmAnswerList() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveMsqEmAnswerList,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [...questionsKey, 'msq'] }),
  });
}
