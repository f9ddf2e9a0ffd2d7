import { ApiPaths } from '@notebook/contracts';
import { announced, callWith } from '@/lib/api-hooks';
import { useTrashMutation } from './reader-study-cache';

/** Brings a personal note back from the trash; the server answers 'Note successfully restored'. */
export const restoreNoteFromTrash = callWith(ApiPaths.reader.restoreNoteFromTrash, announced, (noteID: string) => ({
  noteID,
}));

export const useRestoreNoteFromTrash = () => useTrashMutation(restoreNoteFromTrash);
