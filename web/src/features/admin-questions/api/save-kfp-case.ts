import { ApiPaths, saveKfpCaseRequest, type KfpCaseDTO, type SaveKfpCaseRequest } from '@notebook/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { kfpCaseKey } from './get-kfp-case';
import { kfpCaseListKey } from './get-kfp-case-list';

export const saveKfpCaseInputSchema = saveKfpCaseRequest;
export type SaveKfpCaseInput = SaveKfpCaseRequest;

/** POST adminChapter/saveUpdateKFPCase: a new case goes last. */
export function saveKfpCase(input: SaveKfpCaseInput): Promise<KfpCaseDTO> {
  return api.call(ApiPaths.adminChapter.saveUpdateKFPCase, input, { showSuccessMessage: true });
}

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
