import { ApiPaths, updateChapterDisplayOrderRequest } from '@notebook/contracts';
import type { z } from 'zod';
import { api } from '@/lib/api-client';
import { menuEdits, useChapterMenuMutation } from './chapter-menu-cache';

export const updateChapterDisplayOrderInputSchema = updateChapterDisplayOrderRequest;
export type UpdateChapterDisplayOrderInput = z.input<typeof updateChapterDisplayOrderRequest>;

export function updateChapterDisplayOrder(input: UpdateChapterDisplayOrderInput): Promise<unknown> {
  return api.call(ApiPaths.adminChapter.updateChapterDisplayOrder, input);
}

export function useUpdateChapterDisplayOrder() {
  return useChapterMenuMutation(updateChapterDisplayOrder, (input: UpdateChapterDisplayOrderInput) =>
    menuEdits.chapterOrder(input.chapterGroupID, input.chapterIDs),
  );
}
