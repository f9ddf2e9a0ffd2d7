import { ApiPaths, removeMsqEmQuestionRequest, type MsqQuestionDetail } from '@notebook/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '@/lib/api-client';
import { questionsKey } from './query-keys';

export type RemoveMsqEmQuestionInput = z.input<typeof removeMsqEmQuestionRequest>;

/** POST adminChapter/removeMSQEMQuestion: a sub-question of an extended-match question; answers with the question as it is left. */
export function removeMsqEmQuestion(input: RemoveMsqEmQuestionInput): Promise<MsqQuestionDetail> {
  return api.call(ApiPaths.adminChapter.removeMSQEMQuestion, input, { showSuccessMessage: true });
}

export function useRemoveMsqEmQuestion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeMsqEmQuestion,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [...questionsKey, 'msq'] }),
  });
}
