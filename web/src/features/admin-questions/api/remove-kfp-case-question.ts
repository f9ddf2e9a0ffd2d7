import { ApiPaths, removeKfpCaseQuestionRequest, type KfpCaseDTO } from '@notebook/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '@/lib/api-client';
import { kfpCaseKey } from './get-kfp-case';
import { kfpCaseListKey } from './get-kfp-case-list';

export type RemoveKfpCaseQuestionInput = z.input<typeof removeKfpCaseQuestionRequest>;

/** POST adminChapter/removeKFPCaseQuestion: answers the case without the question. */
export function removeKfpCaseQuestion(input: RemoveKfpCaseQuestionInput): Promise<KfpCaseDTO> {
  return api.call(ApiPaths.adminChapter.removeKFPCaseQuestion, input, { showSuccessMessage: true });
}

export function useRemoveKfpCaseQuestion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeKfpCaseQuestion,
    onSuccess: async (saved) => {
      queryClient.setQueryData(kfpCaseKey(saved.kfpCaseID), saved);
      await queryClient.invalidateQueries({ queryKey: kfpCaseListKey(saved.topicID) });
    },
  });
}
