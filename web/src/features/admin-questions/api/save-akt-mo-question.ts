import {
  ApiPaths,
  saveAktMoQuestionRequest,
  type AktmoSaveDTO,
  type SaveAktMoQuestionRequest,
} from '@notebook/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { questionsKey } from './query-keys';

export const saveAktMoQuestionInputSchema = saveAktMoQuestionRequest;
export type SaveAktMoQuestionInput = SaveAktMoQuestionRequest;

/** POST adminChapter/saveUpdateAKTMOQuestion */
export function saveAktMoQuestion(input: SaveAktMoQuestionInput): Promise<AktmoSaveDTO> {
  return api.call(ApiPaths.adminChapter.saveUpdateAKTMOQuestion, input, { showSuccessMessage: true });
}

export function useSaveAktMoQuestion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveAktMoQuestion,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [...questionsKey, 'akt'] }),
  });
}
