import { ApiPaths } from '@notebook/contracts';
import { api } from '@/lib/api-client';
import { useTrashMutation } from './reader-study-cache';

/** Deletes a personal note in the trash for good; the server answers 'Note successfully deleted'. */
export function deleteNoteFromTrash(noteID: string): Promise<{ noteID: string }> {
  return api.call(ApiPaths.reader.deleteNoteFromTrash, { noteID }, { showSuccessMessage: true });
}

export const useDeleteNoteFromTrash = () => useTrashMutation(deleteNoteFromTrash);
