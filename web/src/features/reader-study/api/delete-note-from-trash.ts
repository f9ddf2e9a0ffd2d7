import { ApiPaths } from '@notebook/contracts';
import { announced, callWith } from '@/lib/api-hooks';
import { useTrashMutation } from './reader-study-cache';

/** Deletes a personal note in the trash for good; the server answers 'Note successfully deleted'. */
export const deleteNoteFromTrash = callWith(ApiPaths.reader.deleteNoteFromTrash, announced, (noteID: string) => ({
  noteID,
}));

export const useDeleteNoteFromTrash = () => useTrashMutation(deleteNoteFromTrash);
