import { ApiPaths, updateTopicStatusRequest } from '@notebook/contracts';
import type { z } from 'zod';
import { api } from '@/lib/api-client';
import { menuEdits, useChapterMenuMutation } from './chapter-menu-cache';

export const updateTopicStatusInputSchema = updateTopicStatusRequest;
export type UpdateTopicStatusInput = z.input<typeof updateTopicStatusRequest>;

export function updateTopicStatus(input: UpdateTopicStatusInput): Promise<unknown> {
  return api.call(ApiPaths.adminChapter.updateTopicStatus, input, { showSuccessMessage: true });
}

export function useUpdateTopicStatus() {
  return useChapterMenuMutation(updateTopicStatus, (input: UpdateTopicStatusInput) =>
    menuEdits.topicStatus(input.topicID, input.status),
  );
}
