import { ApiPaths, updateNoteOfLessonRequest } from '@notebook/contracts';
import { announced, callOf } from '@/lib/api-hooks';
import { useReadingMutation } from './reading-cache';

export const updateNoteInputSchema = updateNoteOfLessonRequest;

/** Edits one of the reader's personal notes (not while it is in the trash). */
export const updateNoteOfLesson = callOf(ApiPaths.reader.updateNoteOfLesson, announced);

export const useUpdateNoteOfLesson = () => useReadingMutation(updateNoteOfLesson);
