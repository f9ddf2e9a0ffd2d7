import { ApiPaths, type ReaderTopicResult } from '@notebook/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { useReadingAudience } from './reading-audience';
import { readingQueryRoot } from './reading-cache';

/** A topic with the signed-in reader's marks, bookmarks and edit rights on each lesson. */
export function loadReaderTopic(topicID: string): Promise<ReaderTopicResult> {
  return api.call(ApiPaths.reader.loadReaderTopic, { topicID }, { showLoading: false, showErrorToast: false });
}

export const readerTopicQueryOptions = (topicID: string) =>
  queryOptions({
    queryKey: [...readingQueryRoot, 'reader', 'topic', topicID] as const,
    queryFn: () => loadReaderTopic(topicID),
    staleTime: 60_000,
  });

/** Only for signed-in readers; visitors have no marks. */
export function useReaderTopic(topicID: string | null) {
  const audience = useReadingAudience();
  return useQuery({ ...readerTopicQueryOptions(topicID ?? ''), enabled: Boolean(topicID) && audience === 'reader' });
}
