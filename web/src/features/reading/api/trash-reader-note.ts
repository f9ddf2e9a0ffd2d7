import { ApiPaths } from '@notebook/contracts';
import { announced, callWith } from '@/lib/api-hooks';
import { useReadingRemoval } from './reading-cache';

/** Moves a personal note to the trash (updateNoteStatus, INA); the server answers 'Note successfully deleted'. */
export const trashReaderNote = callWith(ApiPaths.reader.updateNoteStatus, announced, (noteID: string) => ({
  noteID,
  status: 'INA' as const,
}));

/** Its annotations and PDFs go with it to the trash: they are not asked for again. */
export const useTrashReaderNote = () => useReadingRemoval(trashReaderNote, (noteID) => [noteID]);
