import { ApiPaths, updateKfpCaseQuestionDisplayOrderRequest, type KfpCaseDTO } from '@notebook/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { announced, callOf } from '@/lib/api-hooks';
import { kfpCaseKey } from './get-kfp-case';

export type UpdateKfpCaseQuestionDisplayOrderInput = z.input<typeof updateKfpCaseQuestionDisplayOrderRequest>;

/** POST adminChapter/updateKFPCaseQuestionDisplayOrder: every question of the case, in the new order. */
export const updateKfpCaseQuestionDisplayOrder = callOf(
  ApiPaths.adminChapter.updateKFPCaseQuestionDisplayOrder,
  announced,
);

/** Shows the new order at once; the case the server answers with (new version) replaces it. */
export function useUpdateKfpCaseQuestionDisplayOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateKfpCaseQuestionDisplayOrder,
    onMutate: async (input) => {
      const key = kfpCaseKey(input.kfpCaseID);
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<KfpCaseDTO>(key);
      if (previous) {
        const byID = new Map(previous.kfpCaseQuestions.map((question) => [question.kfpCaseQuestionID, question]));
        queryClient.setQueryData(key, {
          ...previous,
          kfpCaseQuestions: input.kfpCaseQuestionIDs.flatMap((id) => byID.get(id) ?? []),
        });
      }
    },
    onError: (_error, input) => queryClient.invalidateQueries({ queryKey: kfpCaseKey(input.kfpCaseID) }),
    onSuccess: (saved) => queryClient.setQueryData(kfpCaseKey(saved.kfpCaseID), saved),
  });
}
