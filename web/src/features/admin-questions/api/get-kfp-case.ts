import { ApiPaths, type KfpCaseDTO } from '@notebook/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { readByID } from '@/lib/api-hooks';
import { kfpCaseListKey } from './get-kfp-case-list';
import { questionsKey } from './query-keys';

export const kfpCaseKey = (kfpCaseID: string) => [...questionsKey, 'kfp', 'detail', kfpCaseID] as const;

/** GET adminChapter/getKFPCaseDTO/{kfpCaseID}: the case with its questions and answers. */
const read = readByID(ApiPaths.adminChapter.getKFPCaseDTO, 'kfpCaseID', kfpCaseKey);
export const getKfpCase = read.fetch;
export const kfpCaseQueryOptions = read.options;
export const useKfpCase = read.useByID;

/** A change answered with the whole case: the answer is cached as the case, and the topic's list refreshed. */
export function caseAnsweredMutation<I>(change: (input: I) => Promise<KfpCaseDTO>) {
  return function useCaseAnsweredMutation() {
    const queryClient = useQueryClient();
    return useMutation({
      mutationFn: change,
      onSuccess: async (saved) => {
        queryClient.setQueryData(kfpCaseKey(saved.kfpCaseID), saved);
        await queryClient.invalidateQueries({ queryKey: kfpCaseListKey(saved.topicID) });
      },
    });
  };
}
