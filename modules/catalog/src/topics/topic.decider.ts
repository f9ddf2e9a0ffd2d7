import type { ContentStatus, ContentType } from '@notebook/contracts';
import { BusinessRuleError, ConflictError, Decider, NotFoundError } from '@notebook/kernel';
import type { TopicEvent } from '../catalog.events';
import { sameMembers } from '../ordering';

export type TopicState =
  | { exists: false }
  | { exists: true; topicID: string; chapterID: string; topicName: string; status: ContentStatus; freeContent: boolean; topicType: ContentType };

export type TopicCommand =
  | {
      type: 'CreateTopic';
      data: { topicID: string; chapterID: string; topicName: string; status: ContentStatus; freeContent: boolean; topicType: ContentType; ownerReaderID: string | null };
    }
  | { type: 'UpdateTopic'; data: { chapterID: string; topicName: string; status: ContentStatus; freeContent: boolean } }
  | { type: 'ChangeTopicStatus'; data: { status: ContentStatus } }
  | { type: 'MoveTopic'; data: { toChapterID: string } }
  | { type: 'ReorderLessons'; data: { lessonIDs: string[]; currentLessonIDs: string[] } };

export const topicDecider: Decider<TopicState, TopicCommand, TopicEvent> = {
  initialState: () => ({ exists: false }),
  evolve(state, event) {
    if (event.type === 'TopicCreated') return { exists: true, ...event.data };
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
      case 'LessonsReordered':
        return state;
    }
  },
  decide(command, state) {
    if (command.type === 'CreateTopic') {
      if (state.exists) throw new ConflictError('This topic already exists');
      return [{ type: 'TopicCreated', data: command.data }];
    }
    if (!state.exists) throw new NotFoundError('Topic not found', 'topicID');
    const topicID = state.topicID;
    switch (command.type) {
      case 'UpdateTopic': {
        const events: TopicEvent[] = [];
        if (command.data.chapterID !== state.chapterID) events.push({ type: 'TopicMoved', data: { topicID, fromChapterID: state.chapterID, toChapterID: command.data.chapterID } });
        if (command.data.topicName !== state.topicName) events.push({ type: 'TopicRenamed', data: { topicID, topicName: command.data.topicName } });
        if (command.data.status !== state.status) events.push({ type: 'TopicStatusChanged', data: { topicID, status: command.data.status } });
        if (command.data.freeContent !== state.freeContent) events.push({ type: 'TopicFreeContentChanged', data: { topicID, freeContent: command.data.freeContent } });
        return events;
      }
      case 'ChangeTopicStatus':
        return command.data.status === state.status ? [] : [{ type: 'TopicStatusChanged', data: { topicID, status: command.data.status } }];
      case 'MoveTopic':
        if (command.data.toChapterID === state.chapterID) return [];
        if (state.topicType !== 'AUTHOR') throw new BusinessRuleError('Reader topics are moved by their owner');
        return [{ type: 'TopicMoved', data: { topicID, fromChapterID: state.chapterID, toChapterID: command.data.toChapterID } }];
      case 'ReorderLessons':
        sameMembers(command.data.lessonIDs, command.data.currentLessonIDs, 'lessonIDs');
        return [{ type: 'LessonsReordered', data: { topicID, lessonIDs: command.data.lessonIDs } }];
    }
  },
};
