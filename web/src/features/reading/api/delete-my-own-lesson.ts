import { ApiPaths, apiUrl } from '@notebook/contracts';
import { api } from '@/lib/api-client';
import { useReadingMutation } from './reading-cache';

/** Removes the reader's own lesson (GET deleteMyOwnLessson/{id}, the path's spelling is the API's). */
export function deleteMyOwnLesson(lessonID: string): Promise<{ lessonID: string }> {
  return api.get<{ lessonID: string }>(apiUrl(ApiPaths.reader.deleteMyOwnLessson, { id: lessonID }), { showSuccessMessage: true });
}

export const useDeleteMyOwnLesson = () => useReadingMutation(deleteMyOwnLesson);
