import type { ReaderNoteItem, ReadingNote, RegisteredLessonNotesResult } from '@notebook/contracts';
import { ok } from './fake-api';
import { endpoints, ids, loginResult, makeUser, primaryIndex } from './fixtures';

export const diagnosisNotesHref = `/public/lesson/notes?topicID=${ids.heartFailure}&lessonID=${ids.diagnosisLesson}`;

export const readingCalls = {
  lessonNotes: 'POST /api/reader/getRegisteredReadingSectionLessonNotes',
  annotations: 'POST /api/reader/getLessonAnnotations',
} as const;

/** The Diagnosis lesson as a subscribed reader reads it: every note open, with the reader's own notes. */
export const diagnosisNotes = (
  notes: ReadingNote[],
  readerNotes: ReaderNoteItem[] = [],
): RegisteredLessonNotesResult => ({
  topicID: ids.heartFailure,
  topicName: 'Heart failure',
  lessonID: ids.diagnosisLesson,
  lessonName: 'Diagnosis',
  lessonType: 'AUTHOR',
  freeContent: false,
  locked: false,
  notes,
  readerNotes,
});

/**
 * A subscribed reader, signed in, on Heart failure: the index and topic calls the notes page makes
 * around a lesson. The lesson's notes and highlights are each test's own.
 */
export const subscribedReaderOnHeartFailure = () => ({
  [endpoints.refresh]: ok(loginResult(makeUser('READER', [], { hasActiveSubscription: true }))),
  'GET /api/reader/getRegisteredUserPrimaryIndex': ok(primaryIndex()),
  'POST /api/reader/getRegisteredUserSecondaryIndex': ok({
    topicID: ids.heartFailure,
    topicName: 'Heart failure',
    chapterID: ids.cardiology,
    freeContent: false,
    topicType: 'AUTHOR',
    locked: false,
    lessons: [],
  }),
  'POST /api/reader/loadReaderTopic': ok({
    topicID: ids.heartFailure,
    topicName: 'Heart failure',
    chapterID: ids.cardiology,
    topicType: 'AUTHOR',
    freeContent: false,
    editable: false,
    lessons: [],
  }),
});
