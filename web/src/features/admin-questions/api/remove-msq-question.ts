import { ApiPaths, removeMsqQuestionRequest, type RemovedDTO } from '@notebook/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '@/lib/api-client';
import { refreshAfterRemoving } from './query-keys';

export const removeMsqQuestionInputSchema = removeMsqQuestionRequest;
export type RemoveMsqQuestionInput = z.input<typeof removeMsqQuestionRequest>;

/** POST adminChapter/removeMSQQuestion */
export function removeMsqQuestion(input: RemoveMsqQuestionInput): Promise<RemovedDTO> {
  return api.call(ApiPaths.adminChapter.removeMSQQuestion, input, { showSuccessMessage: true });
}

export function useRemoveMsqQuestion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeMsqQuestion,
    onSuccess: (_removed, input) => refreshAfterRemoving(queryClient, 'msq', input.msqQuestionID),
  });
}
