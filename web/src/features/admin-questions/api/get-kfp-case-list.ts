import { ApiPaths, type KfpCaseDTO } from '@notebook/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { questionsKey } from './query-keys';

/** GET adminChapter/getAllActiveKFPCasesForTopic/{topicID}: every case (ACT and INA), without questions, in display order. */
export function getKfpCaseList(topicID: string): Promise<KfpCaseDTO[]> {
  return api.call(
    ApiPaths.adminChapter.getAllActiveKFPCasesForTopic,
    { topicID },
    {
      showLoading: false,
    },
  );
}

export const kfpCaseListKey = (topicID: string) => [...questionsKey, 'kfp', 'list', topicID] as const;

export const kfpCaseListQueryOptions = (topicID: string) =>
  queryOptions({ queryKey: kfpCaseListKey(topicID), queryFn: () => getKfpCaseList(topicID) });

export function useKfpCaseList(topicID: string | null) {
  return useQuery({ ...kfpCaseListQueryOptions(topicID ?? ''), enabled: Boolean(topicID) });
}
