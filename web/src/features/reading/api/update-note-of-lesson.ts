import {
  ApiPaths,
  updateNoteOfLessonRequest,
  type ReaderNoteItem,
  type UpdateNoteOfLessonRequest,
} from '@notebook/contracts';
import { api } from '@/lib/api-client';
import { useReadingMutation } from './reading-cache';

export const updateNoteInputSchema = updateNoteOfLessonRequest;

/** Edits one of the reader's personal notes (not while it is in the trash). */
export function updateNoteOfLesson(input: UpdateNoteOfLessonRequest): Promise<ReaderNoteItem> {
  return api.call(ApiPaths.reader.updateNoteOfLesson, input, { showSuccessMessage: true });
}

export const useUpdateNoteOfLesson = () => useReadingMutation(updateNoteOfLesson);
