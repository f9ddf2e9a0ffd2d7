import { ApiPaths, apiUrl, type MockQuestionCountDTO } from '@notebook/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { questionsKey } from './query-keys';

/** GET adminChapter/getAKTMockQuestionCount?topicID= */
export function getAktMockQuestionCount(topicID: string): Promise<MockQuestionCountDTO> {
  const query = new URLSearchParams({ topicID }).toString();
  return api.get<MockQuestionCountDTO>(`${apiUrl(ApiPaths.adminChapter.getAKTMockQuestionCount)}?${query}`, {
    showLoading: false,
  });
}

export const aktMockQuestionCountQueryOptions = (topicID: string) =>
  queryOptions({
    queryKey: [...questionsKey, 'akt', 'mock-count', topicID] as const,
    queryFn: () => getAktMockQuestionCount(topicID),
  });

export function useAktMockQuestionCount(topicID: string | null) {
  return useQuery({ ...aktMockQuestionCountQueryOptions(topicID ?? ''), enabled: Boolean(topicID) });
}
