import { ApiPaths, updateChapterGroupDisplayOrderRequest } from '@notebook/contracts';
import type { z } from 'zod';
import { callOf } from '@/lib/api-hooks';
import { chapterMenuMutation, menuEdits } from './chapter-menu-cache';

export const updateChapterGroupDisplayOrderInputSchema = updateChapterGroupDisplayOrderRequest;
export type UpdateChapterGroupDisplayOrderInput = z.input<typeof updateChapterGroupDisplayOrderRequest>;

export const updateChapterGroupDisplayOrder = callOf(ApiPaths.adminChapter.updateChapterGroupDisplayOrder);

export const useUpdateChapterGroupDisplayOrder = chapterMenuMutation(updateChapterGroupDisplayOrder, (input) =>
  menuEdits.groupOrder(input.chapterGroupIDs),
);
