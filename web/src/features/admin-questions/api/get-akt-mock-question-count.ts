import { ApiPaths, type MockQuestionCountDTO } from '@notebook/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { questionsKey } from './query-keys';

/** GET adminChapter/getAKTMockQuestionCount?topicID= */
export function getAktMockQuestionCount(topicID: string): Promise<MockQuestionCountDTO> {
  return api.call(
    ApiPaths.adminChapter.getAKTMockQuestionCount,
    { topicID },
    {
      showLoading: false,
    },
  );
}

export const aktMockQuestionCountQueryOptions = (topicID: string) =>
  queryOptions({
    queryKey: [...questionsKey, 'akt', 'mock-count', topicID] as const,
    queryFn: () => getAktMockQuestionCount(topicID),
  });

export function useAktMockQuestionCount(topicID: string | null) {
  return useQuery({ ...aktMockQuestionCountQueryOptions(topicID ?? ''), enabled: Boolean(topicID) });
}
