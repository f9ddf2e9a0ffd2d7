import {
  ApiPaths,
  addNoteToLessonRequest,
  type AddNoteToLessonRequest,
  type ReaderNoteItem,
} from '@notebook/contracts';
import { api } from '@/lib/api-client';
import { useReadingMutation } from './reading-cache';

export const addNoteInputSchema = addNoteToLessonRequest;

/** A personal note on a lesson, seen only by its writer. */
export function addNoteToLesson(input: AddNoteToLessonRequest): Promise<ReaderNoteItem> {
  return api.call(ApiPaths.reader.addNoteToLesson, input, { showSuccessMessage: true });
}

export const useAddNoteToLesson = () => useReadingMutation(addNoteToLesson);
