import { ApiPaths, type LessonNotesResult, type ReaderNoteItem } from '@notebook/contracts';
import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { useReadingAudience, type ReadingAudience } from './reading-audience';
import { readingQueryRoot } from './reading-cache';

/**
 * A lesson's notes (public/getNotesPublic or reader/getRegisteredReadingSectionLessonNotes). Locked
 * notes come with their titles only: the server never sends their content.
 */
/** The registered call adds `readerNotes`: the caller's personal notes of the lesson. */
export type LessonNotes = LessonNotesResult & { readerNotes?: ReaderNoteItem[] };

export function getLessonNotes(audience: ReadingAudience, lessonID: string): Promise<LessonNotes> {
  return audience === 'reader'
    ? api.call(ApiPaths.reader.getRegisteredReadingSectionLessonNotes, { lessonID }, { showLoading: false })
    : api.call(ApiPaths.public.getNotesPublic, { lessonID }, { skipAuth: true, showLoading: false });
}

export const lessonNotesQueryOptions = (audience: ReadingAudience, lessonID: string) =>
  queryOptions({
    queryKey: [...readingQueryRoot, audience, 'lesson-notes', lessonID] as const,
    queryFn: () => getLessonNotes(audience, lessonID),
    staleTime: 60_000,
  });

export function useLessonNotes(lessonID: string | null) {
  const audience = useReadingAudience();
  return useQuery({ ...lessonNotesQueryOptions(audience, lessonID ?? ''), enabled: Boolean(lessonID) });
}

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
