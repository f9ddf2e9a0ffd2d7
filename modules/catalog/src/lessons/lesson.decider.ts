import type { ContentStatus, ContentType, PublishState } from '@notebook/contracts';
import { BusinessRuleError, ConflictError, Decider, NotFoundError } from '@notebook/kernel';
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
    };

export type LessonCommand =
  | {
      type: 'CreateLesson';
      /** `topicType` is the parent topic's type, looked up by the caller. */
      data: { lessonID: string; topicID: string; topicType: ContentType; lessonName: string; status: ContentStatus; lessonType: ContentType; ownerReaderID: string | null };
    }
  | { type: 'UpdateLesson'; data: { topicID: string; lessonName: string; status: ContentStatus } }
  | { type: 'ChangeLessonStatus'; data: { status: ContentStatus } }
  | { type: 'PublishLesson' }
  | { type: 'DraftLesson' }
  | { type: 'MoveLesson'; data: { toTopicID: string; toTopicType: ContentType } }
  | { type: 'ReorderNotes'; data: { noteIDs: string[]; currentNoteIDs: string[] } };

/**
 * A lesson of a topic. Author lessons live in author topics and start as drafts: readers see them
 * once published (and active). A reader's own lessons need no publishing.
 */
export const lessonDecider: Decider<LessonState, LessonCommand, LessonEvent> = {
  initialState: () => ({ exists: false }),
  evolve(state, event) {
    if (event.type === 'LessonCreated') return { exists: true, ...event.data };
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
      case 'NotesReordered':
        return state;
    }
  },
  decide(command, state) {
    if (command.type === 'CreateLesson') {
      if (state.exists) throw new ConflictError('This lesson already exists');
      const { topicType, ...data } = command.data;
      if (data.lessonType === 'AUTHOR' && topicType !== 'AUTHOR') throw new BusinessRuleError('An author lesson belongs in an author topic', 'topicID');
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
    }
  },
};
