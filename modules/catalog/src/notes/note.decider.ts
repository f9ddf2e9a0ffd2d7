import {
  type ContentSource,
  type ContentSourceChange,
  ContentSourceMessages,
  Messages,
  NO_CONTENT_SOURCE,
  mergedSource,
  sameSource,
} from '@notebook/contracts';
import type { ContentStatus, ContentType, PublishState } from '@notebook/contracts';
import { BusinessRuleError, Decider, ValidationError, commandHandler, sanitizeRichText } from '@notebook/kernel';
import {
  type ItemKind,
  type ParentKind,
  type PublishableChange,
  assertNew,
  assertOwnReaderItem,
  assertReachable,
  assertSameParent,
  decidePublishable,
  evolveItem,
  itemChange,
  ifChanged,
  notFound,
} from '../shared/ordered-item';
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
      /** Absent until a source is first recorded. */
      source?: ContentSource;
    };

const noteKind: ItemKind<'noteType'> = {
  name: 'note',
  idField: 'noteID',
  typeField: 'noteType',
  notFound: Messages.noteNotFound,
  onlyOwn: Messages.onlyOwnNotes,
  adminCommands: new Set(['UpdateNote', 'ChangeNoteStatus', 'PublishNote', 'DraftNote', 'MoveNote']),
};
const lessonParent: ParentKind = { notFound: Messages.lessonNotFound, idField: 'lessonID' };

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
        /** The source parts the save names (issue 29). */
        source?: ContentSourceChange;
      };
    }
  | {
      type: 'UpdateNote';
      data: {
        lessonID: string;
        noteHeader: string;
        noteContent: string;
        status: ContentStatus;
        source?: ContentSourceChange;
      };
    }
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
  assertOwnReaderItem(noteKind, state, readerID);
}

/**
 * An author note of a lesson. Its HTML is sanitised here, so no path can record unsafe markup;
 * it starts as a draft and readers see it once published and active.
 * Readers' personal notes are READER-type notes of the same aggregate, created published and active;
 * their trash is the INA status, and emptying the trash records NoteDeleted.
 */
export const noteDecider: Decider<NoteState, NoteCommand, NoteEvent> = {
  initialState: () => ({ exists: false }),
  evolve: evolveItem<Extract<NoteState, { exists: true }>, NoteEvent>('NoteCreated', {
    NoteRetitled: (event) => ({ noteHeader: event.data.noteHeader }),
    NoteContentChanged: (event) => ({ noteContent: event.data.noteContent }),
    NoteStatusChanged: itemChange.status,
    NotePublished: itemChange.published,
    NoteDrafted: itemChange.drafted,
    NoteMoved: (event) => ({ lessonID: event.data.toLessonID }),
    NoteDeleted: itemChange.deleted,
    NoteSourceChanged: ({ data: { noteID: _id, ...source } }) => ({ source }),
  }),
  decide(command, state) {
    if (command.type === 'CreateNote') {
      assertNew(noteKind, state);
      const { lessonType, noteContent, source, ...data } = command.data;
      // An author note goes into an author lesson; a reader's lesson does not exist for the admin.
      if (lessonType !== 'AUTHOR') throw notFound(lessonParent);
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
        ...sourceChanges(data.noteID, NO_CONTENT_SOURCE, source),
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
      assertNew(noteKind, state);
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
    assertReachable(noteKind, state, command.type);
    const noteID = state.noteID;
    const statusChanged = (status: ContentStatus): NoteEvent => ({
      type: 'NoteStatusChanged',
      data: { noteID, status },
    });
    const publishable = (change: PublishableChange) =>
      decidePublishable<NoteEvent>({ ...state, parentID: state.lessonID }, change, lessonParent, {
        statusChanged,
        published: () => ({ type: 'NotePublished', data: { noteID } }),
        drafted: () => ({ type: 'NoteDrafted', data: { noteID } }),
        moved: (fromLessonID, toLessonID) => ({ type: 'NoteMoved', data: { noteID, fromLessonID, toLessonID } }),
      });
    /** A save of header and content: the content sanitised before it is compared and recorded. */
    const textChanges = (noteHeader: string, rawContent: string): NoteEvent[] => [
      ...ifChanged(state.noteHeader, noteHeader, (): NoteEvent => ({
        type: 'NoteRetitled',
        data: { noteID, noteHeader },
      })),
      ...ifChanged(state.noteContent, sanitizeRichText(rawContent), (noteContent): NoteEvent => ({
        type: 'NoteContentChanged',
        data: { noteID, noteContent },
      })),
    ];
    switch (command.type) {
      case 'UpdateNote':
        assertSameParent(command.data.lessonID, state.lessonID, Messages.noteMovesOnlyByMove, 'lessonID');
        return [
          ...textChanges(command.data.noteHeader, command.data.noteContent),
          ...ifChanged(state.status, command.data.status, statusChanged),
          ...sourceChanges(noteID, state.source ?? NO_CONTENT_SOURCE, command.data.source),
        ];
      case 'ChangeNoteStatus':
        return publishable(command.data);
      case 'PublishNote':
        return publishable({ publishState: 'PUBLISHED' });
      case 'DraftNote':
        return publishable({ publishState: 'DRAFT' });
      case 'MoveNote':
        return publishable({ toParentID: command.data.toLessonID, toParentType: command.data.toLessonType });
      case 'UpdateReaderNote':
        assertOwnReaderNote(state, command.data.readerID);
        if (state.status !== 'ACT') throw new BusinessRuleError(Messages.restoreBeforeEditing, 'noteID');
        return textChanges(command.data.noteHeader, command.data.noteContent);
      case 'TrashReaderNote':
        assertOwnReaderNote(state, command.data.readerID);
        return ifChanged(state.status, 'INA', statusChanged);
      case 'RestoreReaderNote':
        assertOwnReaderNote(state, command.data.readerID);
        return ifChanged(state.status, 'ACT', statusChanged);
      case 'DeleteReaderNoteFromTrash':
        assertOwnReaderNote(state, command.data.readerID);
        if (state.status !== 'INA') throw new BusinessRuleError(Messages.onlyTrashedNotesDeleted, 'noteID');
        return [{ type: 'NoteDeleted', data: { noteID, lessonID: state.lessonID } }];
    }
  },
};

/**
 * NoteSourceChanged when a save names source parts that change it. A link needs the source's title
 * (a title alone, or a review date alone, is allowed).
 */
function sourceChanges(noteID: string, current: ContentSource, change: ContentSourceChange | undefined): NoteEvent[] {
  if (!change) return [];
  const next = mergedSource(current, change);
  if (next.sourceUrl && !next.sourceTitle) throw new ValidationError(ContentSourceMessages.titleForLink, 'sourceTitle');
  return sameSource(current, next) ? [] : [{ type: 'NoteSourceChanged', data: { noteID, ...next } }];
}

export const noteCommands = commandHandler({ decider: noteDecider, streamName: noteStream });
