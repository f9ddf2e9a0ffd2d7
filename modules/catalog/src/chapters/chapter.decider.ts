import { Messages } from '@notebook/contracts';
import type { ContentStatus } from '@notebook/contracts';
import { Decider, assertCreatable, assertExists, commandHandler, evolveCreated, sameMembers } from '@notebook/kernel';
import { type ChapterEvent, chapterStream } from './chapter.events';
import { assertSameParent, ifChanged } from '../shared/ordered-item';

export type ChapterState =
  | { exists: false }
  | { exists: true; chapterID: string; chapterGroupID: string; chapterName: string; status: ContentStatus };

export type ChapterCommand =
  | {
      type: 'CreateChapter';
      data: { chapterID: string; chapterGroupID: string; chapterName: string; status: ContentStatus };
    }
  | { type: 'UpdateChapter'; data: { chapterGroupID: string; chapterName: string; status: ContentStatus } }
  | { type: 'ChangeChapterStatus'; data: { status: ContentStatus } }
  | { type: 'ReorderTopics'; data: { topicIDs: string[]; currentTopicIDs: string[] } };

export const chapterDecider: Decider<ChapterState, ChapterCommand, ChapterEvent> = {
  initialState: () => ({ exists: false }),
  evolve: evolveCreated('ChapterCreated', (data) => ({ exists: true, ...data }), {
    ChapterRenamed: ({ chapterName }) => ({ chapterName }),
    ChapterStatusChanged: ({ status }) => ({ status }),
  }),
  decide(command, state) {
    if (command.type === 'CreateChapter') {
      assertCreatable(state, 'chapter');
      return [{ type: 'ChapterCreated', data: command.data }];
    }
    assertExists(state, Messages.chapterNotFound, 'chapterID');
    const chapterID = state.chapterID;
    const renamed = (chapterName: string): ChapterEvent => ({
      type: 'ChapterRenamed',
      data: { chapterID, chapterName },
    });
    const statusChanged = (status: ContentStatus): ChapterEvent => ({
      type: 'ChapterStatusChanged',
      data: { chapterID, status },
    });
    switch (command.type) {
      case 'UpdateChapter':
        assertSameParent(
          command.data.chapterGroupID,
          state.chapterGroupID,
          Messages.chapterStaysInGroup,
          'chapterGroupID',
        );
        return [
          ...ifChanged(state.chapterName, command.data.chapterName, renamed),
          ...ifChanged(state.status, command.data.status, statusChanged),
        ];
      case 'ChangeChapterStatus':
        return ifChanged(state.status, command.data.status, statusChanged);
      case 'ReorderTopics':
        sameMembers(command.data.topicIDs, command.data.currentTopicIDs, 'topicIDs');
        return [{ type: 'TopicsReordered', data: { chapterID, topicIDs: command.data.topicIDs } }];
    }
  },
};

export const chapterCommands = commandHandler({ decider: chapterDecider, streamName: chapterStream });
