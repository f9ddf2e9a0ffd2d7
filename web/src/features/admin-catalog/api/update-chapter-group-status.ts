import { ApiPaths, updateChapterGroupStatusRequest } from '@notebook/contracts';
import type { z } from 'zod';
import { announced, callOf } from '@/lib/api-hooks';
import { chapterMenuMutation, menuEdits } from './chapter-menu-cache';

export const updateChapterGroupStatusInputSchema = updateChapterGroupStatusRequest;
export type UpdateChapterGroupStatusInput = z.input<typeof updateChapterGroupStatusRequest>;

export const updateChapterGroupStatus = callOf(ApiPaths.adminChapter.updateChapterGroupStatus, announced);

export const useUpdateChapterGroupStatus = chapterMenuMutation(updateChapterGroupStatus, (input) =>
  menuEdits.groupStatus(input.chapterGroupID, input.status),
);
