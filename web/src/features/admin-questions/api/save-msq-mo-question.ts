import {
  ApiPaths,
  saveMsqMoQuestionRequest,
  type MsqmoSaveDTO,
  type SaveMsqMoQuestionRequest,
} from '@notebook/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { questionsKey } from './query-keys';

export const saveMsqMoQuestionInputSchema = saveMsqMoQuestionRequest;
export type SaveMsqMoQuestionInput = SaveMsqMoQuestionRequest;

/** POST adminChapter/saveUpdateMSQMOQuestion */
export function saveMsqMoQuestion(input: SaveMsqMoQuestionInput): Promise<MsqmoSaveDTO> {
  return api.call(ApiPaths.adminChapter.saveUpdateMSQMOQuestion, input, { showSuccessMessage: true });
}

export function useSaveMsqMoQuestion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveMsqMoQuestion,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [...questionsKey, 'msq'] }),
  });
}
