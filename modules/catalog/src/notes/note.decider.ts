import { Messages } from '@notebook/contracts';
import type { ContentStatus, ContentType, PublishState } from '@notebook/contracts';
import {
  BusinessRuleError,
  ConflictError,
  Decider,
  ForbiddenError,
  NotFoundError,
  commandHandler,
  sanitizeRichText,
} from '@notebook/kernel';
import { type NoteEvent, noteStream } from './note.events';

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
      /** Emptied from the trash: answers as not found from then on. */
      deleted: boolean;
    };

/** Commands of the admin editors (spec section 6: admins manage author content). */
const ADMIN_COMMANDS: ReadonlySet<string> = new Set([
  'UpdateNote',
  'ChangeNoteStatus',
  'PublishNote',
  'DraftNote',
  'MoveNote',
]);

export type NoteCommand =
  | {
      type: 'CreateNote';
      /** `lessonType` is the parent lesson's type, looked up by the caller; `noteContent` is raw editor HTML. */
      data: {
        noteID: string;
        lessonID: string;
        lessonType: ContentType;
        noteHeader: string;
        noteContent: string;
        status: ContentStatus;
      };
    }
  | { type: 'UpdateNote'; data: { lessonID: string; noteHeader: string; noteContent: string; status: ContentStatus } }
  | { type: 'ChangeNoteStatus'; data: { status: ContentStatus } }
  | { type: 'PublishNote' }
  | { type: 'DraftNote' }
  | { type: 'MoveNote'; data: { toLessonID: string; toLessonType: ContentType } }
  // A reader's personal notes (READER type, spec sections 3 and 4): only the owner acts on them.
  | {
      type: 'CreateReaderNote';
      data: { noteID: string; lessonID: string; noteHeader: string; noteContent: string; ownerReaderID: string };
    }
  | { type: 'UpdateReaderNote'; data: { readerID: string; noteHeader: string; noteContent: string } }
  | { type: 'TrashReaderNote'; data: { readerID: string } }
  | { type: 'RestoreReaderNote'; data: { readerID: string } }
  | { type: 'DeleteReaderNoteFromTrash'; data: { readerID: string } };

/** Readers act only on their own personal notes: author notes 403, another reader's or deleted ones 404. */
export function assertOwnReaderNote(
  state: NoteState,
  readerID: string,
): asserts state is Extract<NoteState, { exists: true }> {
  if (!state.exists || state.deleted) throw new NotFoundError(Messages.noteNotFound, 'noteID');
  if (state.noteType !== 'READER') throw new ForbiddenError(Messages.onlyOwnNotes);
  if (state.ownerReaderID !== readerID) throw new NotFoundError(Messages.noteNotFound, 'noteID');
}

/**
 * An author note of a lesson. Its HTML is sanitised here, so no path can record unsafe markup;
 * it starts as a draft and readers see it once published and active.
 * Readers' personal notes are READER-type notes of the same aggregate, created published and active;
 * their trash is the INA status, and emptying the trash records NoteDeleted.
 */
export const noteDecider: Decider<NoteState, NoteCommand, NoteEvent> = {
  initialState: () => ({ exists: false }),
  evolve(state, event) {
    if (event.type === 'NoteCreated') return { exists: true, ...event.data, deleted: false };
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
      case 'NoteDeleted':
        return { ...state, deleted: true };
    }
  },
  decide(command, state) {
    if (command.type === 'CreateNote') {
      if (state.exists) throw new ConflictError(Messages.alreadyExists('note'));
      const { lessonType, noteContent, ...data } = command.data;
      // An author note goes into an author lesson; a reader's lesson does not exist for the admin.
      if (lessonType !== 'AUTHOR') throw new NotFoundError(Messages.lessonNotFound, 'lessonID');
      return [
        {
          type: 'NoteCreated',
          data: {
            ...data,
            noteContent: sanitizeRichText(noteContent),
            noteType: 'AUTHOR',
            ownerReaderID: null,
            publishState: 'DRAFT',
          },
        },
      ];
    }
    if (command.type === 'CreateReaderNote') {
      // The same reader saving the same form again (its client-chosen id): the note is there already.
      if (
        state.exists &&
        state.noteType === 'READER' &&
        state.ownerReaderID === command.data.ownerReaderID &&
        state.lessonID === command.data.lessonID
      )
        return [];
      if (state.exists) throw new ConflictError(Messages.alreadyExists('note'));
      const { noteContent, ...data } = command.data;
      return [
        {
          type: 'NoteCreated',
          data: {
            ...data,
            noteContent: sanitizeRichText(noteContent),
            status: 'ACT',
            noteType: 'READER',
            publishState: 'PUBLISHED',
          },
        },
      ];
    }
    if (!state.exists) throw new NotFoundError(Messages.noteNotFound, 'noteID');
    // The admin's commands reach author notes only: a reader's own note does not exist for them.
    if (ADMIN_COMMANDS.has(command.type) && state.noteType !== 'AUTHOR')
      throw new NotFoundError(Messages.noteNotFound, 'noteID');
    const noteID = state.noteID;
    switch (command.type) {
      case 'UpdateNote': {
        if (command.data.lessonID !== state.lessonID) throw new ConflictError(Messages.noteMovesOnlyByMove, 'lessonID');
        const noteContent = sanitizeRichText(command.data.noteContent);
        const events: NoteEvent[] = [];
        if (command.data.noteHeader !== state.noteHeader)
          events.push({ type: 'NoteRetitled', data: { noteID, noteHeader: command.data.noteHeader } });
        if (noteContent !== state.noteContent)
          events.push({ type: 'NoteContentChanged', data: { noteID, noteContent } });
        if (command.data.status !== state.status)
          events.push({ type: 'NoteStatusChanged', data: { noteID, status: command.data.status } });
        return events;
      }
      case 'ChangeNoteStatus':
        return command.data.status === state.status
          ? []
          : [{ type: 'NoteStatusChanged', data: { noteID, status: command.data.status } }];
      case 'PublishNote':
        return state.publishState === 'PUBLISHED' ? [] : [{ type: 'NotePublished', data: { noteID } }];
      case 'DraftNote':
        return state.publishState === 'DRAFT' ? [] : [{ type: 'NoteDrafted', data: { noteID } }];
      case 'MoveNote':
        if (command.data.toLessonID === state.lessonID) return [];
        if (command.data.toLessonType !== 'AUTHOR') throw new NotFoundError(Messages.lessonNotFound, 'lessonID');
        return [
          { type: 'NoteMoved', data: { noteID, fromLessonID: state.lessonID, toLessonID: command.data.toLessonID } },
        ];
      case 'UpdateReaderNote': {
        assertOwnReaderNote(state, command.data.readerID);
        if (state.status !== 'ACT') throw new BusinessRuleError(Messages.restoreBeforeEditing, 'noteID');
        const noteContent = sanitizeRichText(command.data.noteContent);
        const events: NoteEvent[] = [];
        if (command.data.noteHeader !== state.noteHeader)
          events.push({ type: 'NoteRetitled', data: { noteID, noteHeader: command.data.noteHeader } });
        if (noteContent !== state.noteContent)
          events.push({ type: 'NoteContentChanged', data: { noteID, noteContent } });
        return events;
      }
      case 'TrashReaderNote':
        assertOwnReaderNote(state, command.data.readerID);
        return state.status === 'INA' ? [] : [{ type: 'NoteStatusChanged', data: { noteID, status: 'INA' } }];
      case 'RestoreReaderNote':
        assertOwnReaderNote(state, command.data.readerID);
        return state.status === 'ACT' ? [] : [{ type: 'NoteStatusChanged', data: { noteID, status: 'ACT' } }];
      case 'DeleteReaderNoteFromTrash':
        assertOwnReaderNote(state, command.data.readerID);
        if (state.status !== 'INA') throw new BusinessRuleError(Messages.onlyTrashedNotesDeleted, 'noteID');
        return [{ type: 'NoteDeleted', data: { noteID, lessonID: state.lessonID } }];
    }
  },
};

export const noteCommands = commandHandler({ decider: noteDecider, streamName: noteStream });
