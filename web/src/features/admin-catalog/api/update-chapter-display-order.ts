import { ApiPaths, updateChapterDisplayOrderRequest } from '@notebook/contracts';
import type { z } from 'zod';
import { callOf } from '@/lib/api-hooks';
import { chapterMenuMutation, menuEdits } from './chapter-menu-cache';

export const updateChapterDisplayOrderInputSchema = updateChapterDisplayOrderRequest;
export type UpdateChapterDisplayOrderInput = z.input<typeof updateChapterDisplayOrderRequest>;

export const updateChapterDisplayOrder = callOf(ApiPaths.adminChapter.updateChapterDisplayOrder);

export const useUpdateChapterDisplayOrder = chapterMenuMutation(updateChapterDisplayOrder, (input) =>
  menuEdits.chapterOrder(input.chapterGroupID, input.chapterIDs),
);
