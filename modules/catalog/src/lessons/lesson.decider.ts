import type { ContentStatus, ContentType, PublishState } from '@notebook/contracts';
import { BusinessRuleError, ConflictError, Decider, ForbiddenError, NotFoundError } from '@notebook/kernel';
import type { LessonEvent } from '../catalog.events';
import { sameMembers } from '../ordering';

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

export type LessonCommand =
  | {
      type: 'CreateLesson';
      /** `topicType` (and for reader lessons `topicOwnerReaderID`) describe the parent topic, looked up by the caller. */
      data: {
        lessonID: string; topicID: string; topicType: ContentType; topicOwnerReaderID?: string | null;
        lessonName: string; status: ContentStatus; lessonType: ContentType; ownerReaderID: string | null;
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
export function assertOwnReaderLesson(state: LessonState, readerID: string): asserts state is Extract<LessonState, { exists: true }> {
  if (!state.exists || state.deleted) throw new NotFoundError('Lesson not found', 'lessonID');
  if (state.lessonType !== 'READER') throw new ForbiddenError('Only lessons you added can be changed');
  if (state.ownerReaderID !== readerID) throw new NotFoundError('Lesson not found', 'lessonID');
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
      if (state.exists) throw new ConflictError('This lesson already exists');
      const { topicType, topicOwnerReaderID, ...data } = command.data;
      if (data.lessonType === 'AUTHOR' && topicType !== 'AUTHOR') throw new BusinessRuleError('An author lesson belongs in an author topic', 'topicID');
      if ((data.lessonType === 'READER') !== (data.ownerReaderID !== null)) throw new BusinessRuleError('A reader lesson has an owner; an author lesson has none');
      // Another reader's topic does not exist for this reader.
      if (data.lessonType === 'READER' && topicType === 'READER' && topicOwnerReaderID !== data.ownerReaderID) throw new NotFoundError('Topic not found', 'topicID');
      const publishState: PublishState = data.lessonType === 'AUTHOR' ? 'DRAFT' : 'PUBLISHED';
      return [{ type: 'LessonCreated', data: { ...data, publishState } }];
    }
    if (!state.exists) throw new NotFoundError('Lesson not found', 'lessonID');
    const lessonID = state.lessonID;
    switch (command.type) {
      case 'UpdateLesson': {
        if (command.data.topicID !== state.topicID) throw new ConflictError('A lesson changes topic only by a move', 'topicID');
        const events: LessonEvent[] = [];
        if (command.data.lessonName !== state.lessonName) events.push({ type: 'LessonRenamed', data: { lessonID, lessonName: command.data.lessonName } });
        if (command.data.status !== state.status) events.push({ type: 'LessonStatusChanged', data: { lessonID, status: command.data.status } });
        return events;
      }
      case 'ChangeLessonStatus':
        return command.data.status === state.status ? [] : [{ type: 'LessonStatusChanged', data: { lessonID, status: command.data.status } }];
      case 'PublishLesson':
        return state.publishState === 'PUBLISHED' ? [] : [{ type: 'LessonPublished', data: { lessonID } }];
      case 'DraftLesson':
        if (state.lessonType !== 'AUTHOR') throw new BusinessRuleError('Only author lessons are drafted');
        return state.publishState === 'DRAFT' ? [] : [{ type: 'LessonDrafted', data: { lessonID } }];
      case 'MoveLesson':
        if (command.data.toTopicID === state.topicID) return [];
        if (state.lessonType !== 'AUTHOR') throw new BusinessRuleError('Reader lessons are moved by their owner');
        if (command.data.toTopicType !== 'AUTHOR') throw new BusinessRuleError('An author lesson belongs in an author topic', 'topicID');
        return [{ type: 'LessonMoved', data: { lessonID, fromTopicID: state.topicID, toTopicID: command.data.toTopicID } }];
      case 'ReorderNotes':
        sameMembers(command.data.noteIDs, command.data.currentNoteIDs, 'noteIDs');
        return [{ type: 'NotesReordered', data: { lessonID, noteIDs: command.data.noteIDs } }];
      case 'RenameReaderLesson':
        assertOwnReaderLesson(state, command.data.readerID);
        return command.data.lessonName === state.lessonName ? [] : [{ type: 'LessonRenamed', data: { lessonID, lessonName: command.data.lessonName } }];
      case 'DeleteReaderLesson':
        assertOwnReaderLesson(state, command.data.readerID);
        return [{ type: 'LessonDeleted', data: { lessonID, topicID: state.topicID } }];
    }
  },
};
