import { ApiPaths, type LessonNotesResult, type ReaderNoteItem } from '@notebook/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { audienceRead } from './reading-audience';
import { readingQueryRoot } from './reading-cache';

/** The registered call adds `readerNotes`: the caller's personal notes of the lesson. */
export type LessonNotes = LessonNotesResult & { readerNotes?: ReaderNoteItem[] };

/**
 * A lesson's notes (public/getNotesPublic or reader/getRegisteredReadingSectionLessonNotes). Locked
 * notes come with their titles only: the server never sends their content.
 */
const read = audienceRead<LessonNotes>('lesson-notes', 'lessonID', {
  reader: ApiPaths.reader.getRegisteredReadingSectionLessonNotes,
  public: ApiPaths.public.getNotesPublic,
});
export const getLessonNotes = read.fetch;
export const lessonNotesQueryOptions = read.options;
export const useLessonNotes = read.useByID;

/** The notes (author and personal) a cached lesson showed, whichever audience asked for it. */
export function noteIDsShownIn(queryClient: QueryClient, lessonID: string): string[] {
  return queryClient
    .getQueriesData<LessonNotes>({ queryKey: readingQueryRoot })
    .filter(([key, data]) => key.includes('lesson-notes') && key.includes(lessonID) && data)
    .flatMap(([, data]) => [
      ...data!.notes.map((note) => note.noteID),
      ...(data!.readerNotes ?? []).map((note) => note.noteID),
    ]);
}
