import { ApiPaths, updateChapterGroupDisplayOrderRequest } from '@notebook/contracts';
import type { z } from 'zod';
import { api } from '@/lib/api-client';
import { menuEdits, useChapterMenuMutation } from './chapter-menu-cache';

export const updateChapterGroupDisplayOrderInputSchema = updateChapterGroupDisplayOrderRequest;
export type UpdateChapterGroupDisplayOrderInput = z.input<typeof updateChapterGroupDisplayOrderRequest>;

export function updateChapterGroupDisplayOrder(input: UpdateChapterGroupDisplayOrderInput): Promise<unknown> {
  return api.call(ApiPaths.adminChapter.updateChapterGroupDisplayOrder, input);
}

export function useUpdateChapterGroupDisplayOrder() {
  return useChapterMenuMutation(updateChapterGroupDisplayOrder, (input: UpdateChapterGroupDisplayOrderInput) =>
    menuEdits.groupOrder(input.chapterGroupIDs),
  );
}
