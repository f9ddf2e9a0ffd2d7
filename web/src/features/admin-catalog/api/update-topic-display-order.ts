import { ApiPaths, updateTopicDisplayOrderRequest } from '@notebook/contracts';
import type { z } from 'zod';
import { api } from '@/lib/api-client';
import { menuEdits, useChapterMenuMutation } from './chapter-menu-cache';

export const updateTopicDisplayOrderInputSchema = updateTopicDisplayOrderRequest;
export type UpdateTopicDisplayOrderInput = z.input<typeof updateTopicDisplayOrderRequest>;

export function updateTopicDisplayOrder(input: UpdateTopicDisplayOrderInput): Promise<unknown> {
  return api.call(ApiPaths.adminChapter.updateTopicDisplayOrder, input);
}

export function useUpdateTopicDisplayOrder() {
  return useChapterMenuMutation(updateTopicDisplayOrder, (input: UpdateTopicDisplayOrderInput) =>
    menuEdits.topicOrder(input.chapterID, input.topicIDs),
  );
}
