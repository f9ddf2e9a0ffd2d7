import {
  ApiPaths,
  saveChapterGroupRequest,
  type ChapterGroupMenuItem,
  type SaveChapterGroupRequest,
} from '@notebook/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { chapterMenuQueryOptions } from '@/lib/chapter-menu';

export const saveChapterGroupInputSchema = saveChapterGroupRequest;
export type SaveChapterGroupInput = SaveChapterGroupRequest;

export function saveChapterGroup(input: SaveChapterGroupInput): Promise<Omit<ChapterGroupMenuItem, 'chapters'>> {
  return api.call(ApiPaths.adminChapter.saveUpdateChapterGroup, input, { showSuccessMessage: true });
}

export function useSaveChapterGroup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveChapterGroup,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: chapterMenuQueryOptions().queryKey }),
  });
}
