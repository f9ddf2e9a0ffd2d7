import {
  AnnotationPaths,
  ApiPaths,
  type AddReaderNoteAnnotationRequest,
  type NoteAnnotation,
  type UpdateReaderNoteAnnotationRequest,
} from '@notebook/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** The signed-in reader's highlights on every note of a lesson, note by note in text order (reader/getLessonAnnotations). */
export function getLessonAnnotations(lessonID: string): Promise<NoteAnnotation[]> {
  return api.call(ApiPaths.reader.getLessonAnnotations, { lessonID }, { showLoading: false, showErrorToast: false });
}

/**
 * One query per lesson page, kept apart from the reading queries: marking a lesson read or
 * bookmarking it refetches those, and must not ask for the highlights again.
 */
export const lessonAnnotationsQueryOptions = (lessonID: string) =>
  queryOptions({
    queryKey: ['annotations', 'lesson', lessonID] as const,
    queryFn: () => getLessonAnnotations(lessonID),
    staleTime: 60_000,
  });

/** A note's highlights, out of its lesson's one query. */
export function useNoteAnnotations(lessonID: string, noteID: string, enabled: boolean) {
  return useQuery({
    ...lessonAnnotationsQueryOptions(lessonID),
    enabled,
    select: (annotations: NoteAnnotation[]) => annotations.filter((annotation) => annotation.noteID === noteID),
  });
}

export function addNoteAnnotation(input: AddReaderNoteAnnotationRequest): Promise<NoteAnnotation> {
  return api.call(ApiPaths.reader.addReaderNoteAnnotation, input);
}

export function updateNoteAnnotation(input: UpdateReaderNoteAnnotationRequest): Promise<NoteAnnotation> {
  return api.call(ApiPaths.reader.updateReaderNoteAnnotation, input);
}

export function deleteNoteAnnotation(annotationID: string): Promise<{ annotationID: string }> {
  return api.call(AnnotationPaths.deleteReaderNoteAnnotation, { annotationID });
}

/** Add, update or delete a highlight on a note of `lessonID`; the lesson's highlights are fetched again, once. */
function useAnnotationMutation<I, R>(lessonID: string, fn: (input: I) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: lessonAnnotationsQueryOptions(lessonID).queryKey }),
  });
}

export const useAddNoteAnnotation = (lessonID: string) => useAnnotationMutation(lessonID, addNoteAnnotation);
export const useUpdateNoteAnnotation = (lessonID: string) => useAnnotationMutation(lessonID, updateNoteAnnotation);
export const useDeleteNoteAnnotation = (lessonID: string) => useAnnotationMutation(lessonID, deleteNoteAnnotation);
