import { ApiPaths, updateChapterGroupStatusRequest } from '@notebook/contracts';
import type { z } from 'zod';
import { api } from '@/lib/api-client';
import { menuEdits, useChapterMenuMutation } from './chapter-menu-cache';

export const updateChapterGroupStatusInputSchema = updateChapterGroupStatusRequest;
export type UpdateChapterGroupStatusInput = z.input<typeof updateChapterGroupStatusRequest>;

export function updateChapterGroupStatus(input: UpdateChapterGroupStatusInput): Promise<unknown> {
  return api.call(ApiPaths.adminChapter.updateChapterGroupStatus, input, { showSuccessMessage: true });
}

export function useUpdateChapterGroupStatus() {
  return useChapterMenuMutation(updateChapterGroupStatus, (input: UpdateChapterGroupStatusInput) =>
    menuEdits.groupStatus(input.chapterGroupID, input.status),
  );
}
