import { ApiPaths, type MsqQuestionDTO } from '@notebook/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { questionsKey } from './query-keys';

/** GET adminChapter/getMSQQuestionList?topicID= */
export function getMsqQuestionList(topicID: string): Promise<MsqQuestionDTO[]> {
  return api.call(
    ApiPaths.adminChapter.getMSQQuestionList,
    { topicID },
    {
      showLoading: false,
    },
  );
}

export const msqQuestionListQueryOptions = (topicID: string) =>
  queryOptions({
    queryKey: [...questionsKey, 'msq', 'list', topicID] as const,
    queryFn: () => getMsqQuestionList(topicID),
  });

export function useMsqQuestionList(topicID: string | null) {
  return useQuery({ ...msqQuestionListQueryOptions(topicID ?? ''), enabled: Boolean(topicID) });
}
