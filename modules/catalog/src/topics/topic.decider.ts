import { Messages } from '@notebook/contracts';
import type { ContentStatus, ContentType } from '@notebook/contracts';
import {
  BusinessRuleError,
  ConflictError,
  Decider,
  ForbiddenError,
  NotFoundError,
  commandHandler,
  sameMembers,
} from '@notebook/kernel';
import { type TopicEvent, topicStream } from './topic.events';

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

/** Commands of the admin editors (spec section 6: admins manage author content). */
const ADMIN_COMMANDS: ReadonlySet<string> = new Set([
  'UpdateTopic',
  'ChangeTopicStatus',
  'MoveTopic',
  'ReorderLessons',
]);

export type TopicCommand =
  | {
      type: 'CreateTopic';
      data: {
        topicID: string;
        chapterID: string;
        topicName: string;
        status: ContentStatus;
        freeContent: boolean;
        topicType: ContentType;
        ownerReaderID: string | null;
      };
    }
  | { type: 'UpdateTopic'; data: { chapterID: string; topicName: string; status: ContentStatus; freeContent: boolean } }
  | { type: 'ChangeTopicStatus'; data: { status: ContentStatus } }
  | { type: 'MoveTopic'; data: { toChapterID: string } }
  | { type: 'ReorderLessons'; data: { lessonIDs: string[]; currentLessonIDs: string[] } }
  // A reader's commands on their own READER topics (spec sections 2 and 6).
  | { type: 'RenameReaderTopic'; data: { readerID: string; topicName: string } }
  | { type: 'MoveReaderTopic'; data: { readerID: string; toChapterID: string } }
  | { type: 'DeleteReaderTopic'; data: { readerID: string } };

/**
 * Readers may change only their own READER topics: an author topic is refused (403), and another
 * reader's topic, like a removed one, does not exist for them (404).
 */
export function assertOwnReaderTopic(
  state: TopicState,
  readerID: string,
): asserts state is Extract<TopicState, { exists: true }> {
  if (!state.exists || state.deleted) throw new NotFoundError(Messages.topicNotFound, 'topicID');
  if (state.topicType !== 'READER') throw new ForbiddenError(Messages.onlyOwnTopics);
  if (state.ownerReaderID !== readerID) throw new NotFoundError(Messages.topicNotFound, 'topicID');
}

export const topicDecider: Decider<TopicState, TopicCommand, TopicEvent> = {
  initialState: () => ({ exists: false }),
  evolve(state, event) {
    if (event.type === 'TopicCreated') return { exists: true, ...event.data, deleted: false };
    if (!state.exists) return state;
    switch (event.type) {
      case 'TopicRenamed':
        return { ...state, topicName: event.data.topicName };
      case 'TopicStatusChanged':
        return { ...state, status: event.data.status };
      case 'TopicFreeContentChanged':
        return { ...state, freeContent: event.data.freeContent };
      case 'TopicMoved':
        return { ...state, chapterID: event.data.toChapterID };
      case 'TopicDeleted':
        return { ...state, deleted: true };
      case 'LessonsReordered':
        return state;
    }
  },
  decide(command, state) {
    if (command.type === 'CreateTopic') {
      if (state.exists) throw new ConflictError(Messages.alreadyExists('topic'));
      if ((command.data.topicType === 'READER') !== (command.data.ownerReaderID !== null))
        throw new BusinessRuleError(Messages.readerTopicHasOwner);
      return [{ type: 'TopicCreated', data: command.data }];
    }
    if (!state.exists) throw new NotFoundError(Messages.topicNotFound, 'topicID');
    // The admin's commands reach author topics only: a reader's own topic does not exist for them.
    if (ADMIN_COMMANDS.has(command.type) && state.topicType !== 'AUTHOR')
      throw new NotFoundError(Messages.topicNotFound, 'topicID');
    const topicID = state.topicID;
    switch (command.type) {
      case 'UpdateTopic': {
        const events: TopicEvent[] = [];
        if (command.data.chapterID !== state.chapterID)
          events.push({
            type: 'TopicMoved',
            data: { topicID, fromChapterID: state.chapterID, toChapterID: command.data.chapterID },
          });
        if (command.data.topicName !== state.topicName)
          events.push({ type: 'TopicRenamed', data: { topicID, topicName: command.data.topicName } });
        if (command.data.status !== state.status)
          events.push({ type: 'TopicStatusChanged', data: { topicID, status: command.data.status } });
        if (command.data.freeContent !== state.freeContent)
          events.push({ type: 'TopicFreeContentChanged', data: { topicID, freeContent: command.data.freeContent } });
        return events;
      }
      case 'ChangeTopicStatus':
        return command.data.status === state.status
          ? []
          : [{ type: 'TopicStatusChanged', data: { topicID, status: command.data.status } }];
      case 'MoveTopic':
        if (command.data.toChapterID === state.chapterID) return [];
        return [
          {
            type: 'TopicMoved',
            data: { topicID, fromChapterID: state.chapterID, toChapterID: command.data.toChapterID },
          },
        ];
      case 'ReorderLessons':
        sameMembers(command.data.lessonIDs, command.data.currentLessonIDs, 'lessonIDs');
        return [{ type: 'LessonsReordered', data: { topicID, lessonIDs: command.data.lessonIDs } }];
      case 'RenameReaderTopic':
        assertOwnReaderTopic(state, command.data.readerID);
        return command.data.topicName === state.topicName
          ? []
          : [{ type: 'TopicRenamed', data: { topicID, topicName: command.data.topicName } }];
      case 'MoveReaderTopic':
        assertOwnReaderTopic(state, command.data.readerID);
        if (command.data.toChapterID === state.chapterID) return [];
        return [
          {
            type: 'TopicMoved',
            data: { topicID, fromChapterID: state.chapterID, toChapterID: command.data.toChapterID },
          },
        ];
      case 'DeleteReaderTopic':
        assertOwnReaderTopic(state, command.data.readerID);
        return [{ type: 'TopicDeleted', data: { topicID, chapterID: state.chapterID } }];
    }
  },
};

export const topicCommands = commandHandler({ decider: topicDecider, streamName: topicStream });
