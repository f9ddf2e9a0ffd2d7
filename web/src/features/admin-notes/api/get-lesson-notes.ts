import { ApiPaths, type AdminLessonNotesResult } from '@notebook/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { adminNotesQueryRoot } from './notes-cache';

/** Every note of a lesson with its content, drafts included. */
export function getLessonNotes(lessonID: string): Promise<AdminLessonNotesResult> {
  return api.call(ApiPaths.adminChapter.getLessonNotes, { lessonID }, { showLoading: false });
}

export const adminLessonNotesQueryOptions = (lessonID: string) =>
  queryOptions({
    queryKey: [...adminNotesQueryRoot, 'lesson-notes', lessonID] as const,
    queryFn: () => getLessonNotes(lessonID),
  });

export function useAdminLessonNotes(lessonID: string | null) {
  return useQuery({ ...adminLessonNotesQueryOptions(lessonID ?? ''), enabled: Boolean(lessonID) });
}
