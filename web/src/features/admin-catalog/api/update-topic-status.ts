import { ApiPaths, updateTopicStatusRequest } from '@notebook/contracts';
import type { z } from 'zod';
import { announced, callOf } from '@/lib/api-hooks';
import { chapterMenuMutation, menuEdits } from './chapter-menu-cache';

export const updateTopicStatusInputSchema = updateTopicStatusRequest;
export type UpdateTopicStatusInput = z.input<typeof updateTopicStatusRequest>;

export const updateTopicStatus = callOf(ApiPaths.adminChapter.updateTopicStatus, announced);

export const useUpdateTopicStatus = chapterMenuMutation(updateTopicStatus, (input) =>
  menuEdits.topicStatus(input.topicID, input.status),
);
