import { ApiPaths, updateChapterStatusRequest } from '@notebook/contracts';
import type { z } from 'zod';
import { api } from '@/lib/api-client';
import { menuEdits, useChapterMenuMutation } from './chapter-menu-cache';

export const updateChapterStatusInputSchema = updateChapterStatusRequest;
export type UpdateChapterStatusInput = z.input<typeof updateChapterStatusRequest>;

export function updateChapterStatus(input: UpdateChapterStatusInput): Promise<unknown> {
  return api.call(ApiPaths.adminChapter.updateChapterStatus, input, { showSuccessMessage: true });
}

export function useUpdateChapterStatus() {
  return useChapterMenuMutation(updateChapterStatus, (input: UpdateChapterStatusInput) =>
    menuEdits.chapterStatus(input.chapterID, input.status),
  );
}
