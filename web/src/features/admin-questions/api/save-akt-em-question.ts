import {
  ApiPaths,
  saveAktEmQuestionRequest,
  type AktemResponseDTO,
  type SaveAktEmQuestionRequest,
} from '@notebook/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { questionsKey } from './query-keys';

export const saveAktEmQuestionInputSchema = saveAktEmQuestionRequest;
export type SaveAktEmQuestionInput = SaveAktEmQuestionRequest;

/** POST adminChapter/saveUpdateAKTEMQuestion: one sub-question of an extended-match question; answers with the whole question. */
export function saveAktEmQuestion(input: SaveAktEmQuestionInput): Promise<AktemResponseDTO> {
  return api.call(ApiPaths.adminChapter.saveUpdateAKTEMQuestion, input, { showSuccessMessage: true });
}

export function useSaveAktEmQuestion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveAktEmQuestion,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [...questionsKey, 'akt'] }),
  });
}
