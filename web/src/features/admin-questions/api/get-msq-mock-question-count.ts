import { ApiPaths, type MockQuestionCountDTO } from '@notebook/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { questionsKey } from './query-keys';

/** GET adminChapter/getMSQMockQuestionCount?topicID= */
export function getMsqMockQuestionCount(topicID: string): Promise<MockQuestionCountDTO> {
  return api.call(
    ApiPaths.adminChapter.getMSQMockQuestionCount,
    { topicID },
    {
      showLoading: false,
    },
  );
}

export const msqMockQuestionCountQueryOptions = (topicID: string) =>
  queryOptions({
    queryKey: [...questionsKey, 'msq', 'mock-count', topicID] as const,
    queryFn: () => getMsqMockQuestionCount(topicID),
  });

export function useMsqMockQuestionCount(topicID: string | null) {
  return useQuery({ ...msqMockQuestionCountQueryOptions(topicID ?? ''), enabled: Boolean(topicID) });
}
