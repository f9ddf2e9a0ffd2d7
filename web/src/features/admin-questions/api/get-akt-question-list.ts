import { ApiPaths, type AktQuestionDTO } from '@notebook/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { questionsKey } from './query-keys';

/** GET adminChapter/getAKTQuestionList/{topicID} */
export function getAktQuestionList(topicID: string): Promise<AktQuestionDTO[]> {
  return api.call(
    ApiPaths.adminChapter.getAKTQuestionList,
    { topicID },
    {
      showLoading: false,
    },
  );
}

export const aktQuestionListQueryOptions = (topicID: string) =>
  queryOptions({
    queryKey: [...questionsKey, 'akt', 'list', topicID] as const,
    queryFn: () => getAktQuestionList(topicID),
  });

export function useAktQuestionList(topicID: string | null) {
  return useQuery({ ...aktQuestionListQueryOptions(topicID ?? ''), enabled: Boolean(topicID) });
}
