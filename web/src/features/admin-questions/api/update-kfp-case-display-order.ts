import { ApiPaths, updateKfpCaseDisplayOrderRequest, type KfpCaseDTO } from '@notebook/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { announced, callOf } from '@/lib/api-hooks';
import { kfpCaseListKey } from './get-kfp-case-list';

export type UpdateKfpCaseDisplayOrderInput = z.input<typeof updateKfpCaseDisplayOrderRequest>;

/** POST adminChapter/updateKFPCaseDisplayOrder: every case of the topic, in the new order. */
export const updateKfpCaseDisplayOrder = callOf(ApiPaths.adminChapter.updateKFPCaseDisplayOrder, announced);

/** Shows the new order at once; the server's answer (or a refetch after a failure) settles it. */
export function useUpdateKfpCaseDisplayOrder(topicID: string) {
  const queryClient = useQueryClient();
  const key = kfpCaseListKey(topicID);
  return useMutation({
    mutationFn: updateKfpCaseDisplayOrder,
    onMutate: async (input) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<KfpCaseDTO[]>(key);
      if (previous) {
        const byID = new Map(previous.map((kfpCase) => [kfpCase.kfpCaseID, kfpCase]));
        queryClient.setQueryData(
          key,
          input.kfpCaseIDs.flatMap((id) => byID.get(id) ?? []),
        );
      }
    },
    onError: () => queryClient.invalidateQueries({ queryKey: key }),
    onSuccess: (cases) => {
      if (Array.isArray(cases)) queryClient.setQueryData(key, cases);
    },
  });
}
