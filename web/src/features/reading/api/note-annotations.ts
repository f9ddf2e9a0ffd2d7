import {
  AnnotationPaths,
  ApiPaths,
  apiUrl,
  type AddReaderNoteAnnotationRequest,
  type NoteAnnotation,
  type UpdateReaderNoteAnnotationRequest,
} from '@notebook/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { readingQueryRoot } from './reading-cache';

/** The signed-in reader's highlights on one note, in text order (reader/getReaderNoteAnnotations). */
export function getNoteAnnotations(noteID: string): Promise<NoteAnnotation[]> {
  return api.post<NoteAnnotation[]>(apiUrl(ApiPaths.reader.getReaderNoteAnnotations), { noteID }, { showLoading: false, showErrorToast: false });
}

export const noteAnnotationsQueryOptions = (noteID: string) =>
  queryOptions({ queryKey: [...readingQueryRoot, 'annotations', noteID] as const, queryFn: () => getNoteAnnotations(noteID), staleTime: 60_000 });

export function useNoteAnnotations(noteID: string, enabled: boolean) {
  return useQuery({ ...noteAnnotationsQueryOptions(noteID), enabled });
}

export function addNoteAnnotation(input: AddReaderNoteAnnotationRequest): Promise<NoteAnnotation> {
  return api.post<NoteAnnotation>(apiUrl(ApiPaths.reader.addReaderNoteAnnotation), input);
}

export function updateNoteAnnotation(input: UpdateReaderNoteAnnotationRequest): Promise<NoteAnnotation> {
  return api.post<NoteAnnotation>(apiUrl(ApiPaths.reader.updateReaderNoteAnnotation), input);
}

export function deleteNoteAnnotation(annotationID: string): Promise<{ annotationID: string }> {
  return api.post<{ annotationID: string }>(apiUrl(AnnotationPaths.deleteReaderNoteAnnotation), { annotationID });
}

/** Add, update or delete a highlight of `noteID`; only that note's highlights are fetched again. */
function useAnnotationMutation<I, R>(noteID: string, fn: (input: I) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: fn, onSuccess: () => queryClient.invalidateQueries({ queryKey: noteAnnotationsQueryOptions(noteID).queryKey }) });
}

export const useAddNoteAnnotation = (noteID: string) => useAnnotationMutation(noteID, addNoteAnnotation);
export const useUpdateNoteAnnotation = (noteID: string) => useAnnotationMutation(noteID, updateNoteAnnotation);
export const useDeleteNoteAnnotation = (noteID: string) => useAnnotationMutation(noteID, deleteNoteAnnotation);
