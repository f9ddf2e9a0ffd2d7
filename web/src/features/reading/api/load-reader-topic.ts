import { ApiPaths } from '@notebook/contracts';
import { useQuery } from '@tanstack/react-query';
import { callWith, queryOf, silent } from '@/lib/api-hooks';
import { useReadingAudience } from './reading-audience';
import { readingQueryRoot } from './reading-cache';

/** A topic with the signed-in reader's marks, bookmarks and edit rights on each lesson. */
export const loadReaderTopic = callWith(ApiPaths.reader.loadReaderTopic, silent, (topicID: string) => ({ topicID }));

const readerTopicKey = (topicID: string) => [...readingQueryRoot, 'reader', 'topic', topicID] as const;
export const readerTopicQueryOptions = queryOf(readerTopicKey, loadReaderTopic, { staleTime: 60_000 });

/** Only for signed-in readers; visitors have no marks. */
export function useReaderTopic(topicID: string | null) {
  const audience = useReadingAudience();
  return useQuery({ ...readerTopicQueryOptions(topicID ?? ''), enabled: Boolean(topicID) && audience === 'reader' });
}
