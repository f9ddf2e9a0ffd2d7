import {
  ApiPaths,
  saveKfpCaseQuestionRequest,
  type KfpCaseDTO,
  type SaveKfpCaseQuestionRequest,
} from '@notebook/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { kfpCaseKey } from './get-kfp-case';
import { kfpCaseListKey } from './get-kfp-case-list';

export const saveKfpCaseQuestionInputSchema = saveKfpCaseQuestionRequest;
export type SaveKfpCaseQuestionInput = SaveKfpCaseQuestionRequest;

/** POST adminChapter/saveUpdateKFPCaseQuestion: answers the whole case (its version bumped). */
export function saveKfpCaseQuestion(input: SaveKfpCaseQuestionInput): Promise<KfpCaseDTO> {
  return api.call(ApiPaths.adminChapter.saveUpdateKFPCaseQuestion, input, { showSuccessMessage: true });
}

export function useSaveKfpCaseQuestion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveKfpCaseQuestion,
    onSuccess: async (saved) => {
      queryClient.setQueryData(kfpCaseKey(saved.kfpCaseID), saved);
      await queryClient.invalidateQueries({ queryKey: kfpCaseListKey(saved.topicID) });
    },
  });
}
