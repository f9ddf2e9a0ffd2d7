import { ApiPaths } from '@notebook/contracts';
import { announced, callWith } from '@/lib/api-hooks';
import { noteIDsShownIn } from './get-lesson-notes';
import { useReadingRemoval } from './reading-cache';

/** Removes the reader's own lesson (GET deleteMyOwnLessson/{id}, the path's spelling is the API's). */
export const deleteMyOwnLesson = callWith(ApiPaths.reader.deleteMyOwnLessson, announced, (lessonID: string) => ({
  id: lessonID,
}));

/** The lesson and the notes it showed are gone; the caller opens the topic's lessons page on success. */
export const useDeleteMyOwnLesson = () =>
  useReadingRemoval(deleteMyOwnLesson, (lessonID, queryClient) => [lessonID, ...noteIDsShownIn(queryClient, lessonID)]);
