import { ApiPaths, apiUrl, type MockQuestionCountDTO } from '@notebook/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { questionsKey } from './query-keys';

/** GET adminChapter/getMSQMockQuestionCount?topicID= */
export function getMsqMockQuestionCount(topicID: string): Promise<MockQuestionCountDTO> {
  const query = new URLSearchParams({ topicID }).toString();
  return api.get<MockQuestionCountDTO>(`${apiUrl(ApiPaths.adminChapter.getMSQMockQuestionCount)}?${query}`, {
    showLoading: false,
  });
}

export const msqMockQuestionCountQueryOptions = (topicID: string) =>
  queryOptions({
    queryKey: [...questionsKey, 'msq', 'mock-count', topicID] as const,
    queryFn: () => getMsqMockQuestionCount(topicID),
  });

export function useMsqMockQuestionCount(topicID: string | null) {
  return useQuery({ ...msqMockQuestionCountQueryOptions(topicID ?? ''), enabled: Boolean(topicID) });
}
