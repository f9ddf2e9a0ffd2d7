import {
  ApiPaths,
  saveMsqEmQuestionRequest,
  type MsqemResponseDTO,
  type SaveMsqEmQuestionRequest,
} from '@notebook/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { questionsKey } from './query-keys';

export const saveMsqEmQuestionInputSchema = saveMsqEmQuestionRequest;
export type SaveMsqEmQuestionInput = SaveMsqEmQuestionRequest;

/** POST adminChapter/saveUpdateMSQEMQuestion: one sub-question of an extended-match question. */
export function saveMsqEmQuestion(input: SaveMsqEmQuestionInput): Promise<MsqemResponseDTO> {
  return api.call(ApiPaths.adminChapter.saveUpdateMSQEMQuestion, input, { showSuccessMessage: true });
}

export function useSaveMsqEmQuestion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveMsqEmQuestion,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [...questionsKey, 'msq'] }),
  });
}
