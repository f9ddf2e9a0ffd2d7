import { ApiPaths, saveKfpCaseRequest, type SaveKfpCaseRequest } from '@notebook/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { announced, callOf } from '@/lib/api-hooks';
import { kfpCaseKey } from './get-kfp-case';
import { kfpCaseListKey } from './get-kfp-case-list';

export const saveKfpCaseInputSchema = saveKfpCaseRequest;
export type SaveKfpCaseInput = SaveKfpCaseRequest;

/** POST adminChapter/saveUpdateKFPCase: a new case goes last. */
export const saveKfpCase = callOf(ApiPaths.adminChapter.saveUpdateKFPCase, announced);

export function useSaveKfpCase() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveKfpCase,
    onSuccess: async (saved) => {
      queryClient.removeQueries({ queryKey: kfpCaseKey(saved.kfpCaseID) });
      await queryClient.invalidateQueries({ queryKey: kfpCaseListKey(saved.topicID) });
    },
  });
}
