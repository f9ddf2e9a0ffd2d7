import type {
  ReaderNoteItem,
  ReaderTopicResult,
  ReadingNote,
  RegisteredLessonNotesResult,
  SecondaryIndexResult,
} from '@notebook/contracts';
import { failed, ok } from './fake-api';
import { endpoints, ids, loginResult, makeUser, primaryIndex } from './fixtures';

/** The page of a Heart failure lesson's notes. */
export const lessonNotesHref = (lessonID: string) =>
  `/public/lesson/notes?topicID=${ids.heartFailure}&lessonID=${lessonID}`;

export const diagnosisNotesHref = lessonNotesHref(ids.diagnosisLesson);

/** Heart failure's lessons in the index tests: Diagnosis (ids.diagnosisLesson), Treatment, Follow-up. */
export const heartFailureLessonIDs = [
  ids.diagnosisLesson,
  '0190a3b4-0000-7000-8000-0000000001a2',
  '0190a3b4-0000-7000-8000-0000000001a3',
] as const;

/** A visitor with no session, on the public index. */
export const anonymousVisitor = {
  [endpoints.refresh]: failed(401, 'No session'),
  [endpoints.primaryIndex]: ok(primaryIndex()),
};

/** Heart failure (Cardiology) as the secondary index lists it, with these lessons. */
export const heartFailureIndex = (
  lessons: SecondaryIndexResult['lessons'] = [],
  locked = false,
): SecondaryIndexResult => ({
  topicID: ids.heartFailure,
  topicName: 'Heart failure',
  chapterID: ids.cardiology,
  freeContent: false,
  topicType: 'AUTHOR',
  locked,
  lessons,
});

/** Heart failure as a signed-in reader's topic (loadReaderTopic): an author's topic with these lessons. */
export const heartFailureReaderTopic = (lessons: ReaderTopicResult['lessons'] = []): ReaderTopicResult => ({
  topicID: ids.heartFailure,
  topicName: 'Heart failure',
  chapterID: ids.cardiology,
  topicType: 'AUTHOR',
  freeContent: false,
  editable: false,
  lessons,
});

export const readingCalls = {
  lessonNotes: 'POST /api/reader/getRegisteredReadingSectionLessonNotes',
  annotations: 'POST /api/reader/getLessonAnnotations',
} as const;

/** The author's first note of the Diagnosis lesson ("Key points"). */
export const keyPointsNoteID = '0190a3b4-0000-7000-8000-0000000002b1';

/** The Diagnosis lesson's "Key points" note, open, first on the page, with this content. */
export const keyPointsNote = (noteContent: string): ReadingNote => ({
  noteID: keyPointsNoteID,
  lessonID: ids.diagnosisLesson,
  noteHeader: 'Key points',
  displayOrder: 1,
  locked: false,
  noteContent,
});

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
  'POST /api/reader/getRegisteredUserSecondaryIndex': ok(heartFailureIndex()),
  'POST /api/reader/loadReaderTopic': ok(heartFailureReaderTopic()),
});
