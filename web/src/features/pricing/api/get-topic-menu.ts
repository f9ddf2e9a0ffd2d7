import { ApiPaths, type TopicMenuEntry } from '@notebook/contracts';
import { callOf, fixedQuery, quiet } from '@/lib/api-hooks';
import { pricingQueryRoot } from './pricing-cache';

export type { TopicMenuEntry };

/** GET adminChapter/getTopicMenu: every author topic, in reading order (group, chapter, topic). */
export const getTopicMenu = callOf(ApiPaths.adminChapter.getTopicMenu, quiet);

const query = fixedQuery([...pricingQueryRoot, 'topic-menu'] as const, getTopicMenu);
export const topicMenuQueryOptions = query.options;
export const useTopicMenu = query.useWith;
