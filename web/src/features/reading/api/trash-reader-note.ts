import { ApiPaths, apiUrl, type ReaderNoteItem } from '@notebook/contracts';
import { api } from '@/lib/api-client';
import { useReadingMutation } from './reading-cache';

/** Moves a personal note to the trash (updateNoteStatus, INA); the server answers 'Note successfully deleted'. */
export function trashReaderNote(noteID: string): Promise<ReaderNoteItem> {
  return api.post<ReaderNoteItem>(apiUrl(ApiPaths.reader.updateNoteStatus), { noteID, status: 'INA' }, { showSuccessMessage: true });
}

export const useTrashReaderNote = () => useReadingMutation(trashReaderNote);
