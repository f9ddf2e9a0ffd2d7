import { ApiPaths, type ChapterMenuResult } from '@notebook/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from './api-client';

/** POST adminChapter/getChapterMenu: chapter groups > chapters > topics, for the admin screens. */
export function getChapterMenu(): Promise<ChapterMenuResult> {
  return api.call(ApiPaths.adminChapter.getChapterMenu, undefined, { showLoading: false });
}

/**
 * One cache entry for the chapter catalog, the notes tree and the question editors, so a change made
 * on one screen (a renamed topic, a new chapter) shows on the others.
 */
export const chapterMenuQueryOptions = () =>
  queryOptions({ queryKey: ['chapter-menu'] as const, queryFn: getChapterMenu });

export function useChapterMenu() {
  return useQuery(chapterMenuQueryOptions());
}
