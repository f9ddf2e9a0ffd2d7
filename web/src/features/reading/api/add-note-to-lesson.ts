import { ApiPaths, addNoteToLessonRequest } from '@notebook/contracts';
import { announced, callOf } from '@/lib/api-hooks';
import { useReadingMutation } from './reading-cache';

export const addNoteInputSchema = addNoteToLessonRequest;

/** A personal note on a lesson, seen only by its writer. */
export const addNoteToLesson = callOf(ApiPaths.reader.addNoteToLesson, announced);

export const useAddNoteToLesson = () => useReadingMutation(addNoteToLesson);
