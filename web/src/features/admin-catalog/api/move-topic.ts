import { ApiPaths, moveTopicRequest, type TopicMenuItem } from '@notebook/contracts';
import type { z } from 'zod';
import { api } from '@/lib/api-client';
import { menuEdits, useChapterMenuMutation } from './chapter-menu-cache';

export const moveTopicInputSchema = moveTopicRequest;
export type MoveTopicInput = z.input<typeof moveTopicRequest>;

export function moveTopic(input: MoveTopicInput): Promise<TopicMenuItem> {
  return api.call(ApiPaths.adminChapter.moveTopic, input, { showSuccessMessage: true });
}

export function useMoveTopic() {
  return useChapterMenuMutation(moveTopic, (input: MoveTopicInput) =>
    menuEdits.moveTopic(input.topicID, input.chapterID),
  );
}
