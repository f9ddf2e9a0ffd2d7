import { ApiPaths, type ReaderNoteItem } from '@notebook/contracts';
import { api } from '@/lib/api-client';
import { useReadingRemoval } from './reading-cache';

/** Moves a personal note to the trash (updateNoteStatus, INA); the server answers 'Note successfully deleted'. */
export function trashReaderNote(noteID: string): Promise<ReaderNoteItem> {
  return api.call(ApiPaths.reader.updateNoteStatus, { noteID, status: 'INA' }, { showSuccessMessage: true });
}

/** Its annotations and PDFs go with it to the trash: they are not asked for again. */
export const useTrashReaderNote = () => useReadingRemoval(trashReaderNote, (noteID) => [noteID]);
