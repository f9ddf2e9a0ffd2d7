import { ApiPaths, moveTopicRequest } from '@notebook/contracts';
import type { z } from 'zod';
import { announced, callOf } from '@/lib/api-hooks';
import { chapterMenuMutation, menuEdits } from './chapter-menu-cache';

export const moveTopicInputSchema = moveTopicRequest;
export type MoveTopicInput = z.input<typeof moveTopicRequest>;

export const moveTopic = callOf(ApiPaths.adminChapter.moveTopic, announced);

export const useMoveTopic = chapterMenuMutation(moveTopic, (input) =>
  menuEdits.moveTopic(input.topicID, input.chapterID),
);
