import { ApiPaths } from '@notebook/contracts';
import { api } from '@/lib/api-client';
import { noteIDsShownIn } from './get-lesson-notes';
import { useReadingRemoval } from './reading-cache';

/** Removes the reader's own lesson (GET deleteMyOwnLessson/{id}, the path's spelling is the API's). */
export function deleteMyOwnLesson(lessonID: string): Promise<{ lessonID: string }> {
  return api.call(
    ApiPaths.reader.deleteMyOwnLessson,
    { id: lessonID },
    {
      showSuccessMessage: true,
    },
  );
}

/** The lesson and the notes it showed are gone; the caller opens the topic's lessons page on success. */
export const useDeleteMyOwnLesson = () =>
  useReadingRemoval(deleteMyOwnLesson, (lessonID, queryClient) => [lessonID, ...noteIDsShownIn(queryClient, lessonID)]);
