import { ApiPaths } from '@notebook/contracts';
import { readByID } from '@/lib/api-hooks';
import { adminNotesQueryRoot } from './notes-cache';

/** Every note of a lesson with its content, drafts included. */
const read = readByID(ApiPaths.adminChapter.getLessonNotes, 'lessonID', [...adminNotesQueryRoot, 'lesson-notes']);
export const getLessonNotes = read.fetch;
export const adminLessonNotesQueryOptions = read.options;
export const useAdminLessonNotes = read.useByID;
