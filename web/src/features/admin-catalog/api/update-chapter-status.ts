import { ApiPaths, updateChapterStatusRequest } from '@notebook/contracts';
import type { z } from 'zod';
import { announced, callOf } from '@/lib/api-hooks';
import { chapterMenuMutation, menuEdits } from './chapter-menu-cache';

export const updateChapterStatusInputSchema = updateChapterStatusRequest;
export type UpdateChapterStatusInput = z.input<typeof updateChapterStatusRequest>;

export const updateChapterStatus = callOf(ApiPaths.adminChapter.updateChapterStatus, announced);

export const useUpdateChapterStatus = chapterMenuMutation(updateChapterStatus, (input) =>
  menuEdits.chapterStatus(input.chapterID, input.status),
);
