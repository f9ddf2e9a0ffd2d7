import { ApiPaths, type KfpAttempt } from '@notebook/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { quiet } from '@/lib/api-hooks';

/** KFP case practice calls (docs/practice.md). Spec section 8: practice calls show no toast. */
export const kfpPracticeQueryRoot = ['kfp-practice'] as const;

export const kfpTopicsQueryOptions = (signedIn: boolean) =>
  queryOptions({
    queryKey: [...kfpPracticeQueryRoot, 'topics', signedIn] as const,
    queryFn: () => api.call(ApiPaths.public.getReaderKFPCaseTopics, undefined, { ...quiet, skipAuth: !signedIn }),
  });
export const useKfpTopics = (signedIn: boolean) => useQuery(kfpTopicsQueryOptions(signedIn));

export const useKfpCases = (topicID: string | null) =>
  useQuery({
    queryKey: [...kfpPracticeQueryRoot, 'cases', topicID] as const,
    queryFn: () => api.call(ApiPaths.reader.getReaderActiveKFPCasesForTopic, { topicID: topicID! }, quiet),
    enabled: !!topicID,
  });

export const useKfpCase = (kfpCaseID: string) =>
  useQuery({
    queryKey: [...kfpPracticeQueryRoot, 'case', kfpCaseID] as const,
    queryFn: () => api.call(ApiPaths.reader.getReaderKFPDetails, { kfpCaseID }, quiet),
    enabled: !!kfpCaseID,
  });

export const kfpAttemptQueryKey = (kfpAttemptID: string) => [...kfpPracticeQueryRoot, 'attempt', kfpAttemptID] as const;
export const useKfpAttempt = (kfpAttemptID: string | null) =>
  useQuery({
    queryKey: kfpAttemptQueryKey(kfpAttemptID ?? ''),
    queryFn: () => api.call(ApiPaths.reader.getKFPAttempt, { kfpAttemptID: kfpAttemptID! }, quiet),
    enabled: !!kfpAttemptID,
  });

/** Every attempt call answers with the whole attempt: it replaces the cached one; the case's list of attempts is refreshed. */
function useAttemptMutation<I>(call: (input: I) => Promise<KfpAttempt>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: async (attempt) => {
      queryClient.setQueryData(kfpAttemptQueryKey(attempt.kfpAttemptID), attempt);
      await queryClient.invalidateQueries({ queryKey: [...kfpPracticeQueryRoot, 'case', attempt.kfpCaseID] });
      await queryClient.invalidateQueries({ queryKey: [...kfpPracticeQueryRoot, 'cases'] });
    },
  });
}

export const useStartKfpAttempt = () =>
  useAttemptMutation((input: { kfpCaseID: string }) => api.call(ApiPaths.reader.startKFPAttempt, input, quiet));
export const useSubmitKfpAnswer = () =>
  useAttemptMutation(
    (input: { kfpAttemptID: string; kfpCaseQuestionID: string; answerIDs?: string[]; text?: string }) =>
      api.call(ApiPaths.reader.submitKFPAnswer, input, quiet),
  );
export const useMarkKfpAnswer = () =>
  useAttemptMutation((input: { kfpAttemptID: string; kfpCaseQuestionID: string; correct: boolean }) =>
    api.call(ApiPaths.reader.markKFPAnswer, input, quiet),
  );
