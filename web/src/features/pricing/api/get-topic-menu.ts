import { ApiPaths, type TopicMenuEntry } from '@notebook/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { pricingQueryRoot } from './pricing-cache';

export type { TopicMenuEntry };

/** GET adminChapter/getTopicMenu: every author topic, in reading order (group, chapter, topic). */
export function getTopicMenu(): Promise<{ topics: TopicMenuEntry[] }> {
  return api.call(ApiPaths.adminChapter.getTopicMenu, undefined, { showLoading: false });
}

export const topicMenuQueryOptions = () =>
  queryOptions({ queryKey: [...pricingQueryRoot, 'topic-menu'] as const, queryFn: getTopicMenu });

export function useTopicMenu() {
  return useQuery(topicMenuQueryOptions());
}
