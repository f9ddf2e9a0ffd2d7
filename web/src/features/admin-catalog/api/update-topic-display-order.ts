import { ApiPaths, updateTopicDisplayOrderRequest } from '@notebook/contracts';
import type { z } from 'zod';
import { callOf } from '@/lib/api-hooks';
import { chapterMenuMutation, menuEdits } from './chapter-menu-cache';

export const updateTopicDisplayOrderInputSchema = updateTopicDisplayOrderRequest;
export type UpdateTopicDisplayOrderInput = z.input<typeof updateTopicDisplayOrderRequest>;

export const updateTopicDisplayOrder = callOf(ApiPaths.adminChapter.updateTopicDisplayOrder);

export const useUpdateTopicDisplayOrder = chapterMenuMutation(updateTopicDisplayOrder, (input) =>
  menuEdits.topicOrder(input.chapterID, input.topicIDs),
);
