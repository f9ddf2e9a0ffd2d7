import { ApiPaths, type AdminTopicLessonsResult } from '@notebook/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { adminNotesQueryRoot } from './notes-cache';

/** Every lesson of a topic, drafts and inactive ones included, with its notes' headers. */
export function getTopicLessons(topicID: string): Promise<AdminTopicLessonsResult> {
  return api.call(ApiPaths.adminChapter.getTopicLessons, { topicID }, { showLoading: false });
}

export const topicLessonsQueryOptions = (topicID: string) =>
  queryOptions({
    queryKey: [...adminNotesQueryRoot, 'topic-lessons', topicID] as const,
    queryFn: () => getTopicLessons(topicID),
  });

export function useTopicLessons(topicID: string | null) {
  return useQuery({ ...topicLessonsQueryOptions(topicID ?? ''), enabled: Boolean(topicID) });
}
