import { ApiPaths, removeKfpCaseRequest, type RemovedDTO } from '@notebook/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '@/lib/api-client';
import { refreshAfterRemoving } from './query-keys';

export type RemoveKfpCaseInput = z.input<typeof removeKfpCaseRequest>;

/** POST adminChapter/removeKFPCase */
export function removeKfpCase(input: RemoveKfpCaseInput): Promise<RemovedDTO> {
  return api.call(ApiPaths.adminChapter.removeKFPCase, input, { showSuccessMessage: true });
}

export function useRemoveKfpCase() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeKfpCase,
    onSuccess: (_removed, input) => refreshAfterRemoving(queryClient, 'kfp', input.kfpCaseID),
  });
}
