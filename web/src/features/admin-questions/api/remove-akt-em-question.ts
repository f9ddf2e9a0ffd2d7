import { ApiPaths, removeAktEmQuestionRequest, type AktQuestionDetail } from '@notebook/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '@/lib/api-client';
import { questionsKey } from './query-keys';

export const removeAktEmQuestionInputSchema = removeAktEmQuestionRequest;
export type RemoveAktEmQuestionInput = z.input<typeof removeAktEmQuestionRequest>;

/** POST adminChapter/removeAKTEMQuestion: a sub-question of an extended-match question; answers with the question as it is left. */
export function removeAktEmQuestion(input: RemoveAktEmQuestionInput): Promise<AktQuestionDetail> {
  return api.call(ApiPaths.adminChapter.removeAKTEMQuestion, input, { showSuccessMessage: true });
}

export function useRemoveAktEmQuestion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeAktEmQuestion,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [...questionsKey, 'akt'] }),
  });
}
