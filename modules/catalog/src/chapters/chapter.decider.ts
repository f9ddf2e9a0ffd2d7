import { Messages } from '@notebook/contracts';
import type { ContentStatus } from '@notebook/contracts';
import {
  ConflictError,
  Decider,
  assertCreatable,
  assertExists,
  commandHandler,
  evolveCreated,
  sameMembers,
} from '@notebook/kernel';
import { type ChapterEvent, chapterStream } from './chapter.events';

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
    switch (command.type) {
      case 'UpdateChapter': {
        if (command.data.chapterGroupID !== state.chapterGroupID) {
          throw new ConflictError(Messages.chapterStaysInGroup, 'chapterGroupID');
        }
        const events: ChapterEvent[] = [];
        if (command.data.chapterName !== state.chapterName)
          events.push({ type: 'ChapterRenamed', data: { chapterID, chapterName: command.data.chapterName } });
        if (command.data.status !== state.status)
          events.push({ type: 'ChapterStatusChanged', data: { chapterID, status: command.data.status } });
        return events;
      }
      case 'ChangeChapterStatus':
        return command.data.status === state.status
          ? []
          : [{ type: 'ChapterStatusChanged', data: { chapterID, status: command.data.status } }];
      case 'ReorderTopics':
        sameMembers(command.data.topicIDs, command.data.currentTopicIDs, 'topicIDs');
        return [{ type: 'TopicsReordered', data: { chapterID, topicIDs: command.data.topicIDs } }];
    }
  },
};

export const chapterCommands = commandHandler({ decider: chapterDecider, streamName: chapterStream });
