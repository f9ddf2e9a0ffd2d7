import { Messages } from '@notebook/contracts';
import type { ContentStatus, ContentType } from '@notebook/contracts';
import { Decider, commandHandler } from '@notebook/kernel';
import {
  type ItemKind,
  type ParentKind,
  assertNew,
  assertOwnReaderItem,
  assertOwnerMatchesType,
  assertReachable,
  evolveItem,
  itemChange,
  ifChanged,
  moveItem,
  reorderChildren,
} from '../shared/ordered-item';
import { type TopicCreated, type TopicEvent, topicStream } from './topic.events';

export type TopicState =
  | { exists: false }
  | {
      exists: true;
      topicID: string;
      chapterID: string;
      topicName: string;
      status: ContentStatus;
      freeContent: boolean;
      topicType: ContentType;
      ownerReaderID: string | null;
      /** A reader removed their own topic; it answers as not found from then on. */
      deleted: boolean;
    };

const topicKind: ItemKind<'topicType'> = {
  name: 'topic',
  idField: 'topicID',
  typeField: 'topicType',
  notFound: Messages.topicNotFound,
  onlyOwn: Messages.onlyOwnTopics,
  adminCommands: new Set(['UpdateTopic', 'ChangeTopicStatus', 'MoveTopic', 'ReorderLessons']),
};
/** Chapters are the admin's alone and have no type: any existing chapter takes a topic. */
const chapterParent: ParentKind = { notFound: Messages.chapterNotFound, idField: 'chapterID' };

export type TopicCommand =
  | {
      type: 'CreateTopic';
      /** The topic as TopicCreated records it. */
      data: TopicCreated['data'];
    }
  | { type: 'UpdateTopic'; data: { chapterID: string; topicName: string; status: ContentStatus; freeContent: boolean } }
  | { type: 'ChangeTopicStatus'; data: { status: ContentStatus } }
  | { type: 'MoveTopic'; data: { toChapterID: string } }
  | { type: 'ReorderLessons'; data: { lessonIDs: string[]; currentLessonIDs: string[] } }
  // A reader's commands on their own READER topics (spec sections 2 and 6).
  | { type: 'RenameReaderTopic'; data: { readerID: string; topicName: string } }
  | { type: 'MoveReaderTopic'; data: { readerID: string; toChapterID: string } }
  | { type: 'DeleteReaderTopic'; data: { readerID: string } };

export const topicDecider: Decider<TopicState, TopicCommand, TopicEvent> = {
  initialState: () => ({ exists: false }),
  evolve: evolveItem<Extract<TopicState, { exists: true }>, TopicEvent>('TopicCreated', {
    TopicRenamed: (event) => ({ topicName: event.data.topicName }),
    TopicStatusChanged: itemChange.status,
    TopicFreeContentChanged: (event) => ({ freeContent: event.data.freeContent }),
    TopicMoved: (event) => ({ chapterID: event.data.toChapterID }),
    TopicDeleted: itemChange.deleted,
  }),
  decide(command, state) {
    if (command.type === 'CreateTopic') {
      assertNew(topicKind, state);
      assertOwnerMatchesType(command.data.topicType, command.data.ownerReaderID, Messages.readerTopicHasOwner);
      return [{ type: 'TopicCreated', data: command.data }];
    }
    assertReachable(topicKind, state, command.type);
    const topicID = state.topicID;
    const renamed = (topicName: string): TopicEvent => ({ type: 'TopicRenamed', data: { topicID, topicName } });
    const statusChanged = (status: ContentStatus): TopicEvent => ({
      type: 'TopicStatusChanged',
      data: { topicID, status },
    });
    const moveTo = (toChapterID: string): TopicEvent[] =>
      moveItem(chapterParent, { fromParentID: state.chapterID, toParentID: toChapterID }, (fromChapterID) => ({
        type: 'TopicMoved',
        data: { topicID, fromChapterID, toChapterID },
      }));
    switch (command.type) {
      case 'UpdateTopic':
        return [
          ...moveTo(command.data.chapterID),
          ...ifChanged(state.topicName, command.data.topicName, renamed),
          ...ifChanged(state.status, command.data.status, statusChanged),
          ...ifChanged(state.freeContent, command.data.freeContent, (freeContent): TopicEvent => ({
            type: 'TopicFreeContentChanged',
            data: { topicID, freeContent },
          })),
        ];
      case 'ChangeTopicStatus':
        return ifChanged(state.status, command.data.status, statusChanged);
      case 'MoveTopic':
        return moveTo(command.data.toChapterID);
      case 'ReorderLessons': {
        const { lessonIDs, currentLessonIDs } = command.data;
        return reorderChildren(lessonIDs, currentLessonIDs, 'lessonIDs', () => ({
          type: 'LessonsReordered',
          data: { topicID, lessonIDs },
        }));
      }
      case 'RenameReaderTopic':
        assertOwnReaderItem(topicKind, state, command.data.readerID);
        return ifChanged(state.topicName, command.data.topicName, renamed);
      case 'MoveReaderTopic':
        assertOwnReaderItem(topicKind, state, command.data.readerID);
        return moveTo(command.data.toChapterID);
      case 'DeleteReaderTopic':
        assertOwnReaderItem(topicKind, state, command.data.readerID);
        return [{ type: 'TopicDeleted', data: { topicID, chapterID: state.chapterID } }];
    }
  },
};

export const topicCommands = commandHandler({ decider: topicDecider, streamName: topicStream });
