import { ApiPaths, saveChapterRequest, type ChapterMenuItem, type SaveChapterRequest } from '@notebook/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { chapterMenuQueryOptions } from '@/lib/chapter-menu';

export const saveChapterInputSchema = saveChapterRequest;
export type SaveChapterInput = SaveChapterRequest;

export function saveChapter(input: SaveChapterInput): Promise<Omit<ChapterMenuItem, 'topics'>> {
  return api.call(ApiPaths.adminChapter.saveUpdateChapter, input, { showSuccessMessage: true });
}

export function useSaveChapter() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveChapter,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: chapterMenuQueryOptions().queryKey }),
  });
}
