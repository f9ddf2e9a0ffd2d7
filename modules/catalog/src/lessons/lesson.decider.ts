import { Messages } from '@notebook/contracts';
import type { ContentStatus, ContentType, PublishState } from '@notebook/contracts';
import { Decider, commandHandler } from '@notebook/kernel';
import {
  type ItemKind,
  type ParentKind,
  type PublishableChange,
  assertNew,
  assertOwnReaderItem,
  assertOwnerMatchesType,
  assertReachable,
  assertSameParent,
  decidePublishable,
  evolveItem,
  itemChange,
  ifChanged,
  notFound,
  reorderChildren,
} from '../shared/ordered-item';
import { type LessonEvent, lessonStream } from './lesson.events';

export type LessonState =
  | { exists: false }
  | {
      exists: true;
      lessonID: string;
      topicID: string;
      lessonName: string;
      status: ContentStatus;
      lessonType: ContentType;
      ownerReaderID: string | null;
      publishState: PublishState;
      /** A reader removed their own lesson; it answers as not found from then on. */
      deleted: boolean;
    };

const lessonKind: ItemKind<'lessonType'> = {
  name: 'lesson',
  idField: 'lessonID',
  typeField: 'lessonType',
  notFound: Messages.lessonNotFound,
  onlyOwn: Messages.onlyOwnLessons,
  adminCommands: new Set([
    'UpdateLesson',
    'ChangeLessonStatus',
    'PublishLesson',
    'DraftLesson',
    'MoveLesson',
    'ReorderNotes',
  ]),
};
const topicParent: ParentKind = { notFound: Messages.topicNotFound, idField: 'topicID' };

export type LessonCommand =
  | {
      type: 'CreateLesson';
      /** `topicType` (and for reader lessons `topicOwnerReaderID`) describe the parent topic, looked up by the caller. */
      data: {
        lessonID: string;
        topicID: string;
        topicType: ContentType;
        topicOwnerReaderID?: string | null;
        lessonName: string;
        status: ContentStatus;
        lessonType: ContentType;
        ownerReaderID: string | null;
      };
    }
  | { type: 'UpdateLesson'; data: { topicID: string; lessonName: string; status: ContentStatus } }
  | { type: 'ChangeLessonStatus'; data: { status: ContentStatus } }
  | { type: 'PublishLesson' }
  | { type: 'DraftLesson' }
  | { type: 'MoveLesson'; data: { toTopicID: string; toTopicType: ContentType } }
  | { type: 'ReorderNotes'; data: { noteIDs: string[]; currentNoteIDs: string[] } }
  // A reader's commands on their own READER lessons (spec sections 2 and 6).
  | { type: 'RenameReaderLesson'; data: { readerID: string; lessonName: string } }
  | { type: 'DeleteReaderLesson'; data: { readerID: string } };

/**
 * A lesson of a topic. Author lessons live in author topics and start as drafts: readers see them
 * once published (and active). A reader's own lessons need no publishing.
 */
export const lessonDecider: Decider<LessonState, LessonCommand, LessonEvent> = {
  initialState: () => ({ exists: false }),
  evolve: evolveItem<Extract<LessonState, { exists: true }>, LessonEvent>('LessonCreated', {
    LessonRenamed: (event) => ({ lessonName: event.data.lessonName }),
    LessonStatusChanged: itemChange.status,
    LessonPublished: itemChange.published,
    LessonDrafted: itemChange.drafted,
    LessonMoved: (event) => ({ topicID: event.data.toTopicID }),
    LessonDeleted: itemChange.deleted,
  }),
  decide(command, state) {
    if (command.type === 'CreateLesson') {
      assertNew(lessonKind, state);
      const { topicType, topicOwnerReaderID, ...data } = command.data;
      // An author lesson goes into an author topic; a reader's topic does not exist for the admin.
      if (data.lessonType === 'AUTHOR' && topicType !== 'AUTHOR') throw notFound(topicParent);
      assertOwnerMatchesType(data.lessonType, data.ownerReaderID, Messages.readerLessonHasOwner);
      // Another reader's topic does not exist for this reader.
      if (data.lessonType === 'READER' && topicType === 'READER' && topicOwnerReaderID !== data.ownerReaderID)
        throw notFound(topicParent);
      const publishState: PublishState = data.lessonType === 'AUTHOR' ? 'DRAFT' : 'PUBLISHED';
      return [{ type: 'LessonCreated', data: { ...data, publishState } }];
    }
    assertReachable(lessonKind, state, command.type);
    const lessonID = state.lessonID;
    const renamed = (lessonName: string): LessonEvent => ({ type: 'LessonRenamed', data: { lessonID, lessonName } });
    const statusChanged = (status: ContentStatus): LessonEvent => ({
      type: 'LessonStatusChanged',
      data: { lessonID, status },
    });
    const publishable = (change: PublishableChange) =>
      decidePublishable<LessonEvent>({ ...state, parentID: state.topicID }, change, topicParent, {
        statusChanged,
        published: () => ({ type: 'LessonPublished', data: { lessonID } }),
        drafted: () => ({ type: 'LessonDrafted', data: { lessonID } }),
        moved: (fromTopicID, toTopicID) => ({ type: 'LessonMoved', data: { lessonID, fromTopicID, toTopicID } }),
      });
    switch (command.type) {
      case 'UpdateLesson':
        assertSameParent(command.data.topicID, state.topicID, Messages.lessonMovesOnlyByMove, 'topicID');
        return [
          ...ifChanged(state.lessonName, command.data.lessonName, renamed),
          ...ifChanged(state.status, command.data.status, statusChanged),
        ];
      case 'ChangeLessonStatus':
        return publishable(command.data);
      case 'PublishLesson':
        return publishable({ publishState: 'PUBLISHED' });
      case 'DraftLesson':
        return publishable({ publishState: 'DRAFT' });
      case 'MoveLesson':
        return publishable({ toParentID: command.data.toTopicID, toParentType: command.data.toTopicType });
      case 'ReorderNotes': {
        const { noteIDs, currentNoteIDs } = command.data;
        return reorderChildren(noteIDs, currentNoteIDs, 'noteIDs', () => ({
          type: 'NotesReordered',
          data: { lessonID, noteIDs },
        }));
      }
      case 'RenameReaderLesson':
        assertOwnReaderItem(lessonKind, state, command.data.readerID);
        return ifChanged(state.lessonName, command.data.lessonName, renamed);
      case 'DeleteReaderLesson':
        assertOwnReaderItem(lessonKind, state, command.data.readerID);
        return [{ type: 'LessonDeleted', data: { lessonID, topicID: state.topicID } }];
    }
  },
};

export const lessonCommands = commandHandler({ decider: lessonDecider, streamName: lessonStream });
