import { ApiPaths, removeAktQuestionRequest, type RemovedDTO } from '@notebook/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '@/lib/api-client';
import { refreshAfterRemoving } from './query-keys';

export const removeAktQuestionInputSchema = removeAktQuestionRequest;
export type RemoveAktQuestionInput = z.input<typeof removeAktQuestionRequest>;

/** POST adminChapter/removeAKTQuestion */
export function removeAktQuestion(input: RemoveAktQuestionInput): Promise<RemovedDTO> {
  return api.call(ApiPaths.adminChapter.removeAKTQuestion, input, { showSuccessMessage: true });
}

export function useRemoveAktQuestion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeAktQuestion,
    onSuccess: (_removed, input) => refreshAfterRemoving(queryClient, 'akt', input.aktQuestionID),
  });
}
