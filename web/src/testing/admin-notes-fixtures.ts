import type { AdminTopicLessonsResult, ChapterGroupMenuItem, LoggedInUser, NoteItem } from '@notebook/contracts';
import { ok } from './fake-api';
import { chapterMenu, clinicalMedicineGroup, endpoints, ids, signedInAs, superAdmin } from './fixtures';

export const adminNoteCalls = {
  topicLessons: 'POST /api/adminChapter/getTopicLessons',
  lessonNotes: 'POST /api/adminChapter/getLessonNotes',
  saveNote: 'POST /api/adminChapter/saveUpdateNote',
  noteOrder: 'POST /api/adminChapter/updateNoteDisplayOrder',
} as const;

export const noteIDs = [
  '0190a3b4-0000-7000-8000-0000000003a1',
  '0190a3b4-0000-7000-8000-0000000003a2',
  '0190a3b4-0000-7000-8000-0000000003a3',
] as const;

/** The admin notes page open at Heart failure's Diagnosis lesson. */
export const diagnosisAdminPage = `/admin/chapter/notes?topicID=${ids.heartFailure}&lessonID=${ids.diagnosisLesson}`;

/** An author note of Diagnosis: Classification, active and published, unless told otherwise. */
export const adminNote = (overrides: Partial<NoteItem> = {}): NoteItem => ({
  noteID: noteIDs[0],
  lessonID: ids.diagnosisLesson,
  noteHeader: 'Classification',
  noteContent: '<p>NYHA I–IV</p>',
  status: 'ACT',
  publishState: 'PUBLISHED',
  displayOrder: 1,
  ...overrides,
});

type AdminLesson = AdminTopicLessonsResult['lessons'][number];

/** An author lesson of Heart failure: Diagnosis, active and published, without notes, unless told otherwise. */
export const adminLesson = (overrides: Partial<AdminLesson> = {}): AdminLesson => ({
  lessonID: ids.diagnosisLesson,
  lessonName: 'Diagnosis',
  topicID: ids.heartFailure,
  status: 'ACT',
  lessonType: 'AUTHOR',
  publishState: 'PUBLISHED',
  displayOrder: 1,
  notes: [],
  ...overrides,
});

/** Notes as a lesson lists them: without their content. */
export const noteHeaders = (notes: NoteItem[]) => notes.map(({ noteContent: _content, ...header }) => header);

/**
 * The admin notes page's calls: `user` signed in (a super admin unless given), the chapter menu of
 * `groups`, and Diagnosis as the one lesson of Heart failure, holding `notes`.
 */
export function diagnosisHolding(
  notes: NoteItem[],
  {
    user = superAdmin(),
    groups = [clinicalMedicineGroup()],
  }: { user?: LoggedInUser; groups?: ChapterGroupMenuItem[] } = {},
) {
  return {
    ...signedInAs(user),
    [endpoints.chapterMenu]: ok(chapterMenu(groups)),
    [adminNoteCalls.topicLessons]: ok({
      topicID: ids.heartFailure,
      lessons: [adminLesson({ notes: noteHeaders(notes) })],
    }),
    [adminNoteCalls.lessonNotes]: ok({ lessonID: ids.diagnosisLesson, notes }),
  };
}
