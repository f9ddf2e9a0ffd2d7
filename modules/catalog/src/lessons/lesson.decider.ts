import { Messages } from '@notebook/contracts';
import type { ContentStatus, ContentType, PublishState } from '@notebook/contracts';
import {
  BusinessRuleError,
  ConflictError,
  Decider,
  ForbiddenError,
  NotFoundError,
  commandHandler,
  sameMembers,
} from '@notebook/kernel';
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

/** Commands of the admin editors (spec section 6: admins manage author content). */
const ADMIN_COMMANDS: ReadonlySet<string> = new Set([
  'UpdateLesson',
  'ChangeLessonStatus',
  'PublishLesson',
  'DraftLesson',
  'MoveLesson',
  'ReorderNotes',
]);

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

/** Readers change only their own READER lessons: author lessons 403, another reader's or removed ones 404. */
export function assertOwnReaderLesson(
  state: LessonState,
  readerID: string,
): asserts state is Extract<LessonState, { exists: true }> {
  if (!state.exists || state.deleted) throw new NotFoundError(Messages.lessonNotFound, 'lessonID');
  if (state.lessonType !== 'READER') throw new ForbiddenError(Messages.onlyOwnLessons);
  if (state.ownerReaderID !== readerID) throw new NotFoundError(Messages.lessonNotFound, 'lessonID');
}

/**
 * A lesson of a topic. Author lessons live in author topics and start as drafts: readers see them
 * once published (and active). A reader's own lessons need no publishing.
 */
export const lessonDecider: Decider<LessonState, LessonCommand, LessonEvent> = {
  initialState: () => ({ exists: false }),
  evolve(state, event) {
    if (event.type === 'LessonCreated') return { exists: true, ...event.data, deleted: false };
    if (!state.exists) return state;
    switch (event.type) {
      case 'LessonRenamed':
        return { ...state, lessonName: event.data.lessonName };
      case 'LessonStatusChanged':
        return { ...state, status: event.data.status };
      case 'LessonPublished':
        return { ...state, publishState: 'PUBLISHED' };
      case 'LessonDrafted':
        return { ...state, publishState: 'DRAFT' };
      case 'LessonMoved':
        return { ...state, topicID: event.data.toTopicID };
      case 'LessonDeleted':
        return { ...state, deleted: true };
      case 'NotesReordered':
        return state;
    }
  },
  decide(command, state) {
    if (command.type === 'CreateLesson') {
      if (state.exists) throw new ConflictError(Messages.alreadyExists('lesson'));
      const { topicType, topicOwnerReaderID, ...data } = command.data;
      // An author lesson goes into an author topic; a reader's topic does not exist for the admin.
      if (data.lessonType === 'AUTHOR' && topicType !== 'AUTHOR')
        throw new NotFoundError(Messages.topicNotFound, 'topicID');
      if ((data.lessonType === 'READER') !== (data.ownerReaderID !== null))
        throw new BusinessRuleError(Messages.readerLessonHasOwner);
      // Another reader's topic does not exist for this reader.
      if (data.lessonType === 'READER' && topicType === 'READER' && topicOwnerReaderID !== data.ownerReaderID)
        throw new NotFoundError(Messages.topicNotFound, 'topicID');
      const publishState: PublishState = data.lessonType === 'AUTHOR' ? 'DRAFT' : 'PUBLISHED';
      return [{ type: 'LessonCreated', data: { ...data, publishState } }];
    }
    if (!state.exists) throw new NotFoundError(Messages.lessonNotFound, 'lessonID');
    // The admin's commands reach author lessons only: a reader's own lesson does not exist for them.
    if (ADMIN_COMMANDS.has(command.type) && state.lessonType !== 'AUTHOR')
      throw new NotFoundError(Messages.lessonNotFound, 'lessonID');
    const lessonID = state.lessonID;
    switch (command.type) {
      case 'UpdateLesson': {
        if (command.data.topicID !== state.topicID) throw new ConflictError(Messages.lessonMovesOnlyByMove, 'topicID');
        const events: LessonEvent[] = [];
        if (command.data.lessonName !== state.lessonName)
          events.push({ type: 'LessonRenamed', data: { lessonID, lessonName: command.data.lessonName } });
        if (command.data.status !== state.status)
          events.push({ type: 'LessonStatusChanged', data: { lessonID, status: command.data.status } });
        return events;
      }
      case 'ChangeLessonStatus':
        return command.data.status === state.status
          ? []
          : [{ type: 'LessonStatusChanged', data: { lessonID, status: command.data.status } }];
      case 'PublishLesson':
        return state.publishState === 'PUBLISHED' ? [] : [{ type: 'LessonPublished', data: { lessonID } }];
      case 'DraftLesson':
        return state.publishState === 'DRAFT' ? [] : [{ type: 'LessonDrafted', data: { lessonID } }];
      case 'MoveLesson':
        if (command.data.toTopicID === state.topicID) return [];
        if (command.data.toTopicType !== 'AUTHOR') throw new NotFoundError(Messages.topicNotFound, 'topicID');
        return [
          { type: 'LessonMoved', data: { lessonID, fromTopicID: state.topicID, toTopicID: command.data.toTopicID } },
        ];
      case 'ReorderNotes':
        sameMembers(command.data.noteIDs, command.data.currentNoteIDs, 'noteIDs');
        return [{ type: 'NotesReordered', data: { lessonID, noteIDs: command.data.noteIDs } }];
      case 'RenameReaderLesson':
        assertOwnReaderLesson(state, command.data.readerID);
        return command.data.lessonName === state.lessonName
          ? []
          : [{ type: 'LessonRenamed', data: { lessonID, lessonName: command.data.lessonName } }];
      case 'DeleteReaderLesson':
        assertOwnReaderLesson(state, command.data.readerID);
        return [{ type: 'LessonDeleted', data: { lessonID, topicID: state.topicID } }];
    }
  },
};

export const lessonCommands = commandHandler({ decider: lessonDecider, streamName: lessonStream });
