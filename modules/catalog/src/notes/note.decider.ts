import type { ContentStatus, ContentType, PublishState } from '@notebook/contracts';
import { BusinessRuleError, ConflictError, Decider, NotFoundError } from '@notebook/kernel';
import type { NoteEvent } from '../catalog.events';
import { sanitizeNoteHtml } from './note-html';

export type NoteState =
  | { exists: false }
  | {
      exists: true;
      noteID: string;
      lessonID: string;
      noteHeader: string;
      noteContent: string;
      status: ContentStatus;
      noteType: ContentType;
      ownerReaderID: string | null;
      publishState: PublishState;
    };

export type NoteCommand =
  | {
      type: 'CreateNote';
      /** `lessonType` is the parent lesson's type, looked up by the caller; `noteContent` is raw editor HTML. */
      data: { noteID: string; lessonID: string; lessonType: ContentType; noteHeader: string; noteContent: string; status: ContentStatus };
    }
  | { type: 'UpdateNote'; data: { lessonID: string; noteHeader: string; noteContent: string; status: ContentStatus } }
  | { type: 'ChangeNoteStatus'; data: { status: ContentStatus } }
  | { type: 'PublishNote' }
  | { type: 'DraftNote' }
  | { type: 'MoveNote'; data: { toLessonID: string; toLessonType: ContentType } };

/**
 * An author note of a lesson. Its HTML is sanitised here, so no path can record unsafe markup;
 * it starts as a draft and readers see it once published and active.
 * (Readers' personal notes are a different aggregate, in the reading area.)
 */
export const noteDecider: Decider<NoteState, NoteCommand, NoteEvent> = {
  initialState: () => ({ exists: false }),
  evolve(state, event) {
    if (event.type === 'NoteCreated') return { exists: true, ...event.data };
    if (!state.exists) return state;
    switch (event.type) {
      case 'NoteRetitled':
        return { ...state, noteHeader: event.data.noteHeader };
      case 'NoteContentChanged':
        return { ...state, noteContent: event.data.noteContent };
      case 'NoteStatusChanged':
        return { ...state, status: event.data.status };
      case 'NotePublished':
        return { ...state, publishState: 'PUBLISHED' };
      case 'NoteDrafted':
        return { ...state, publishState: 'DRAFT' };
      case 'NoteMoved':
        return { ...state, lessonID: event.data.toLessonID };
    }
  },
  decide(command, state) {
    if (command.type === 'CreateNote') {
      if (state.exists) throw new ConflictError('This note already exists');
      const { lessonType, noteContent, ...data } = command.data;
      if (lessonType !== 'AUTHOR') throw new BusinessRuleError('An author note belongs in an author lesson', 'lessonID');
      return [{ type: 'NoteCreated', data: { ...data, noteContent: sanitizeNoteHtml(noteContent), noteType: 'AUTHOR', ownerReaderID: null, publishState: 'DRAFT' } }];
    }
    if (!state.exists) throw new NotFoundError('Note not found', 'noteID');
    const noteID = state.noteID;
    switch (command.type) {
      case 'UpdateNote': {
        if (command.data.lessonID !== state.lessonID) throw new ConflictError('A note changes lesson only by a move', 'lessonID');
        const noteContent = sanitizeNoteHtml(command.data.noteContent);
        const events: NoteEvent[] = [];
        if (command.data.noteHeader !== state.noteHeader) events.push({ type: 'NoteRetitled', data: { noteID, noteHeader: command.data.noteHeader } });
        if (noteContent !== state.noteContent) events.push({ type: 'NoteContentChanged', data: { noteID, noteContent } });
        if (command.data.status !== state.status) events.push({ type: 'NoteStatusChanged', data: { noteID, status: command.data.status } });
        return events;
      }
      case 'ChangeNoteStatus':
        return command.data.status === state.status ? [] : [{ type: 'NoteStatusChanged', data: { noteID, status: command.data.status } }];
      case 'PublishNote':
        return state.publishState === 'PUBLISHED' ? [] : [{ type: 'NotePublished', data: { noteID } }];
      case 'DraftNote':
        return state.publishState === 'DRAFT' ? [] : [{ type: 'NoteDrafted', data: { noteID } }];
      case 'MoveNote':
        if (command.data.toLessonID === state.lessonID) return [];
        if (command.data.toLessonType !== 'AUTHOR') throw new BusinessRuleError('An author note belongs in an author lesson', 'lessonID');
        return [{ type: 'NoteMoved', data: { noteID, fromLessonID: state.lessonID, toLessonID: command.data.toLessonID } }];
    }
  },
};
