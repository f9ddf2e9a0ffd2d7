import { ApiPaths, apiUrl, type ChapterMenuResult } from '@notebook/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** The chapter tree, for choosing the topic whose lessons and notes to edit. */
export function getChapterMenu(): Promise<ChapterMenuResult> {
  return api.post<ChapterMenuResult>(apiUrl(ApiPaths.adminChapter.getChapterMenu), undefined, { showLoading: false });
}

export const notesChapterMenuQueryOptions = () =>
  queryOptions({ queryKey: ['admin-notes', 'chapter-menu'] as const, queryFn: getChapterMenu, staleTime: 60_000 });

export function useNotesChapterMenu() {
  return useQuery(notesChapterMenuQueryOptions());
}
