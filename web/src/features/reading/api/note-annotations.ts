import { AnnotationPaths, ApiPaths, type NoteAnnotation } from '@notebook/contracts';
import { useQuery } from '@tanstack/react-query';
import { callOf, callWith, queryOf, silent, useInvalidatingMutation } from '@/lib/api-hooks';

/** The signed-in reader's highlights on every note of a lesson, note by note in text order (reader/getLessonAnnotations). */
export const getLessonAnnotations = callWith(ApiPaths.reader.getLessonAnnotations, silent, (lessonID: string) => ({
  lessonID,
}));

/**
 * One query per lesson page, kept apart from the reading queries: marking a lesson read or
 * bookmarking it refetches those, and must not ask for the highlights again.
 */
export const lessonAnnotationsQueryOptions = queryOf(
  (lessonID: string) => ['annotations', 'lesson', lessonID] as const,
  getLessonAnnotations,
  { staleTime: 60_000 },
);

/** A note's highlights, out of its lesson's one query. */
export function useNoteAnnotations(lessonID: string, noteID: string, enabled: boolean) {
  return useQuery({
    ...lessonAnnotationsQueryOptions(lessonID),
    enabled,
    select: (annotations: NoteAnnotation[]) => annotations.filter((annotation) => annotation.noteID === noteID),
  });
}

export const addNoteAnnotation = callOf(ApiPaths.reader.addReaderNoteAnnotation);
export const updateNoteAnnotation = callOf(ApiPaths.reader.updateReaderNoteAnnotation);
export const deleteNoteAnnotation = callWith(
  AnnotationPaths.deleteReaderNoteAnnotation,
  {},
  (annotationID: string) => ({
    annotationID,
  }),
);

/** Add, update or delete a highlight on a note of `lessonID`; the lesson's highlights are fetched again, once. */
function useAnnotationMutation<I, R>(lessonID: string, fn: (input: I) => Promise<R>) {
  return useInvalidatingMutation(fn, [lessonAnnotationsQueryOptions(lessonID).queryKey]);
}

export const useAddNoteAnnotation = (lessonID: string) => useAnnotationMutation(lessonID, addNoteAnnotation);
export const useUpdateNoteAnnotation = (lessonID: string) => useAnnotationMutation(lessonID, updateNoteAnnotation);
export const useDeleteNoteAnnotation = (lessonID: string) => useAnnotationMutation(lessonID, deleteNoteAnnotation);
