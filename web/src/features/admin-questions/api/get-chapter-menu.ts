import { ApiPaths, apiUrl, type ChapterMenuResult } from '@notebook/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { questionsKey } from './query-keys';

/** POST adminChapter/getChapterMenu: the chapter/topic menu of the question editors. */
export function getChapterMenu(): Promise<ChapterMenuResult> {
  return api.post<ChapterMenuResult>(apiUrl(ApiPaths.adminChapter.getChapterMenu), undefined, { showLoading: false });
}

export const chapterMenuQueryOptions = () => queryOptions({ queryKey: [...questionsKey, 'chapter-menu'] as const, queryFn: getChapterMenu });

export function useChapterMenu() {
  return useQuery(chapterMenuQueryOptions());
}
