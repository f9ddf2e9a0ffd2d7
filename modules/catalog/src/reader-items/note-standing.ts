import type { ContentStatus, ContentType } from '@notebook/contracts';
import { Messages } from '@notebook/contracts';
import { type ItemKind, assertOwnReaderItem } from '../shared/ordered-item';

/** A note as its own stream stands now, for a module that attaches things to notes (reading's PDFs). */
export type NoteStanding =
  | { exists: false }
  | {
      exists: true;
      noteID: string;
      noteType: ContentType;
      /** Set only on a reader's personal (READER) note. */
      ownerReaderID: string | null;
      status: ContentStatus;
      /** Emptied from the trash: answers as not found. */
      deleted: boolean;
    };

const personalNote: ItemKind<'noteType'> = {
  name: 'note',
  idField: 'noteID',
  typeField: 'noteType',
  notFound: Messages.noteNotFound,
  onlyOwn: Messages.onlyOwnNotes,
  adminCommands: new Set(),
};

/** The catalog's own-item rule for a reader's note: an author note 403, another reader's or a removed one 404. */
export function assertOwnReaderNoteStanding(
  note: NoteStanding,
  readerID: string,
): asserts note is Extract<NoteStanding, { exists: true }> {
  assertOwnReaderItem(personalNote, note, readerID);
}
