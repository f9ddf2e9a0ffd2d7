import { Messages } from '@notebook/contracts';
import type { ContentStatus } from '@notebook/contracts';
import {
  Decider,
  assertCreatable,
  assertExists,
  commandHandler,
  evolveCreated,
  listOrderCommands,
  sameMembers,
} from '@notebook/kernel';
import {
  CHAPTER_GROUP_ORDER_STREAM,
  type ChapterGroupEvent,
  type ChapterGroupsReordered,
  chapterGroupStream,
} from './chapter-group.events';
import { ifChanged } from '../shared/ordered-item';

export type ChapterGroupState =
  { exists: false } | { exists: true; chapterGroupID: string; chapterGroupName: string; status: ContentStatus };

export type ChapterGroupCommand =
  | { type: 'CreateChapterGroup'; data: { chapterGroupID: string; chapterGroupName: string; status: ContentStatus } }
  | { type: 'UpdateChapterGroup'; data: { chapterGroupName: string; status: ContentStatus } }
  | { type: 'ChangeChapterGroupStatus'; data: { status: ContentStatus } }
  /** `currentChapterIDs` are the group's chapters as the read model knows them. */
  | { type: 'ReorderChapters'; data: { chapterIDs: string[]; currentChapterIDs: string[] } };

export const chapterGroupDecider: Decider<ChapterGroupState, ChapterGroupCommand, ChapterGroupEvent> = {
  initialState: () => ({ exists: false }),
  evolve: evolveCreated('ChapterGroupCreated', (data) => ({ exists: true, ...data }), {
    ChapterGroupRenamed: ({ chapterGroupName }) => ({ chapterGroupName }),
    ChapterGroupStatusChanged: ({ status }) => ({ status }),
  }),
  decide(command, state) {
    if (command.type === 'CreateChapterGroup') {
      assertCreatable(state, 'chapter group');
      return [{ type: 'ChapterGroupCreated', data: command.data }];
    }
    assertExists(state, Messages.chapterGroupNotFound, 'chapterGroupID');
    const chapterGroupID = state.chapterGroupID;
    const renamed = (chapterGroupName: string): ChapterGroupEvent => ({
      type: 'ChapterGroupRenamed',
      data: { chapterGroupID, chapterGroupName },
    });
    const statusChanged = (status: ContentStatus): ChapterGroupEvent => ({
      type: 'ChapterGroupStatusChanged',
      data: { chapterGroupID, status },
    });
    switch (command.type) {
      case 'UpdateChapterGroup':
        return [
          ...ifChanged(state.chapterGroupName, command.data.chapterGroupName, renamed),
          ...ifChanged(state.status, command.data.status, statusChanged),
        ];
      case 'ChangeChapterGroupStatus':
        return ifChanged(state.status, command.data.status, statusChanged);
      case 'ReorderChapters':
        sameMembers(command.data.chapterIDs, command.data.currentChapterIDs, 'chapterIDs');
        return [{ type: 'ChaptersReordered', data: { chapterGroupID, chapterIDs: command.data.chapterIDs } }];
    }
  },
};

export const chapterGroupCommands = commandHandler({ decider: chapterGroupDecider, streamName: chapterGroupStream });
/** The order of all chapter groups (see listOrderCommands). */
export const chapterGroupOrderCommands = listOrderCommands({
  command: 'ReorderChapterGroups',
  field: 'chapterGroupIDs',
  currentField: 'currentChapterGroupIDs',
  streamName: CHAPTER_GROUP_ORDER_STREAM,
  reordered: (chapterGroupIDs): ChapterGroupsReordered => ({
    type: 'ChapterGroupsReordered',
    data: { chapterGroupIDs },
  }),
});
export const chapterGroupOrderDecider = chapterGroupOrderCommands.decider;
