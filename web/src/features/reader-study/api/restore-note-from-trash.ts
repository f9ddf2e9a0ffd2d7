import { ApiPaths, type ReaderNoteItem } from '@notebook/contracts';
import { api } from '@/lib/api-client';
import { useTrashMutation } from './reader-study-cache';

/** Brings a personal note back from the trash; the server answers 'Note successfully restored'. */
export function restoreNoteFromTrash(noteID: string): Promise<ReaderNoteItem> {
  return api.call(ApiPaths.reader.restoreNoteFromTrash, { noteID }, { showSuccessMessage: true });
}

export const useRestoreNoteFromTrash = () => useTrashMutation(restoreNoteFromTrash);
