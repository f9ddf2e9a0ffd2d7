import { z } from 'zod';
import { ContentType, LessonReading } from './enums';
import { entityId, pageRequest, requiredText } from './fields';
import { LessonNotesResult, NOTE_CONTENT_MAX, NOTE_HEADER_MAX } from './reading';

/**
 * A reader's own study data (spec sections 2, 3, 6, 7 Reader): reader-made topics and lessons,
 * reading marks, bookmarks, personal notes with their trash, and the profile's paged lists.
 * Every call acts for the caller: a readerID in a body is ignored.
 */

export const READER_TOPIC_NAME_MAX = 200;
export const READER_LESSON_NAME_MAX = 200;
/** Spec section 9: default grid page size. */
export const READER_PAGE_SIZE = 20;

export type LessonReadingMark = (typeof LessonReading)[number];
export const lessonReading = z.enum(LessonReading, { error: 'Must be FIRST, SECOND or THIRD_READING' });

// ---- reader topics and lessons ----

export const addTopicToChapterRequest = z.object({
  chapterID: entityId,
  topicName: requiredText(READER_TOPIC_NAME_MAX),
});
export type AddTopicToChapterRequest = z.input<typeof addTopicToChapterRequest>;
export const updateTopicOfChapterRequest = z.object({
  topicID: entityId,
  topicName: requiredText(READER_TOPIC_NAME_MAX),
});
export type UpdateTopicOfChapterRequest = z.input<typeof updateTopicOfChapterRequest>;
export const addLessonToTopicRequest = z.object({
  topicID: entityId,
  lessonName: requiredText(READER_LESSON_NAME_MAX),
});
export type AddLessonToTopicRequest = z.input<typeof addLessonToTopicRequest>;
export const updateLessonOfTopicRequest = z.object({
  lessonID: entityId,
  lessonName: requiredText(READER_LESSON_NAME_MAX),
});
export type UpdateLessonOfTopicRequest = z.input<typeof updateLessonOfTopicRequest>;
export const loadReaderTopicRequest = z.object({ topicID: entityId });
export const moveTopicFromChapterRequest = z.object({ topicID: entityId, chapterID: entityId });
export type MoveTopicFromChapterRequest = z.input<typeof moveTopicFromChapterRequest>;
/** The `{id}` of GET deleteMyOwnTopic/{id} and deleteMyOwnLessson/{id}. */
export const readerItemIdParam = z.object({ id: entityId });

/** Result of addTopicToChapter, updateTopicOfChapter and moveTopicFromChapter. */
export type ReaderTopicItem = { topicID: string; topicName: string; chapterID: string; topicType: ContentType };
/** Result of addLessonToTopic and updateLessonOfTopic. */
export type ReaderLessonItem = { lessonID: string; lessonName: string; topicID: string; lessonType: ContentType };

/** Result of loadReaderTopic: a topic the reader may see, with the reader's marks on each lesson. */
export type ReaderTopicResult = {
  topicID: string;
  topicName: string;
  chapterID: string;
  topicType: ContentType;
  freeContent: boolean;
  /** True for the caller's own READER topic: rename, move and remove are offered. */
  editable: boolean;
  lessons: Array<{
    lessonID: string;
    lessonName: string;
    lessonType: ContentType;
    editable: boolean;
    lessonReading: LessonReadingMark | null;
    bookmarked: boolean;
  }>;
};

/** Result of reader/getRegisteredUserPrimaryIndex. Reader topics have `index: null`. */
export type RegisteredPrimaryIndexResult = {
  chapters: Array<{
    chapterID: string;
    chapterName: string;
    chapterGroupID: string;
    chapterGroupName: string;
    topicStart: number | null;
    topicEnd: number | null;
    topics: Array<{
      topicID: string;
      topicName: string;
      index: number | null;
      freeContent: boolean;
      topicType: ContentType;
      lessonCount: number;
      lessonsRead: number;
      /** Share of the topic's lessons the reader has marked read, 0 to 1. */
      readingProgress: number;
      /** The reading access rule says no (not free, not eligible for the reader's plan, no subscription, not their own). */
      locked: boolean;
    }>;
  }>;
};

// ---- reading marks and bookmarks ----

/** `lessonReading: null` clears the mark. */
export const updateLessonReadingRequest = z.object({ lessonID: entityId, lessonReading: lessonReading.nullable() });
export type UpdateLessonReadingRequest = z.input<typeof updateLessonReadingRequest>;
export const updateReaderLessonBookMarkRequest = z.object({
  lessonID: entityId,
  bookmarked: z.boolean({ error: 'Must be true or false' }),
});
export type UpdateReaderLessonBookMarkRequest = z.input<typeof updateReaderLessonBookMarkRequest>;

export type ReaderLessonStudy = { lessonID: string; lessonReading: LessonReadingMark | null; bookmarked: boolean };

// ---- personal notes ----

const noteContent = z
  .string({ error: 'Must be text' })
  .max(NOTE_CONTENT_MAX, { error: `Max length is ${NOTE_CONTENT_MAX}` })
  .default('');
/**
 * `noteID` (optional) is chosen by the client once per form: a save sent again (a retry, a second
 * click while the first is still settling) answers the same note and records nothing new.
 */
export const addNoteToLessonRequest = z.object({
  noteID: entityId.optional(),
  lessonID: entityId,
  noteHeader: requiredText(NOTE_HEADER_MAX),
  noteContent,
});
export type AddNoteToLessonRequest = z.input<typeof addNoteToLessonRequest>;
export const updateNoteOfLessonRequest = z.object({
  noteID: entityId,
  noteHeader: requiredText(NOTE_HEADER_MAX),
  noteContent,
});
export type UpdateNoteOfLessonRequest = z.input<typeof updateNoteOfLessonRequest>;
/** updateNoteStatus moves a personal note to the trash ('INA') or back ('ACT'). */
export const updateReaderNoteStatusRequest = z.object({
  noteID: entityId,
  status: z.enum(['ACT', 'INA'], { error: 'Must be ACT or INA' }).default('INA'),
});
export type UpdateReaderNoteStatusRequest = z.input<typeof updateReaderNoteStatusRequest>;
export const readerNoteIdRequest = z.object({ noteID: entityId });

export type ReaderNoteItem = {
  noteID: string;
  noteHeader: string;
  /** Sanitised HTML. */
  noteContent: string;
  lessonID: string;
  lessonName: string;
  topicID: string;
  topicName: string;
  /** ACT: in the reader's notes; INA: in the trash. */
  status: 'ACT' | 'INA';
  updatedAt: string;
};

/**
 * Result of reader/getRegisteredReadingSectionLessonNotes: `notes` holds the lesson's notes as the
 * reading calls show them (author notes, and the caller's own active personal notes in reading
 * order); `readerNotes` lists the caller's personal notes of the lesson again with what the page
 * needs to edit or trash them. Nobody else ever receives a reader's personal notes.
 */
export type RegisteredLessonNotesResult = LessonNotesResult & { readerNotes: ReaderNoteItem[] };

// ---- paged lists (profile) ----

/** A readerID in the body is ignored: the lists are always the caller's. */
export const readerPageRequest = pageRequest;
export type ReaderPageRequest = z.input<typeof readerPageRequest>;

export type BookmarkItem = {
  lessonID: string;
  lessonName: string;
  topicID: string;
  topicName: string;
  bookmarkedAt: string;
};
export type ReadItem = {
  lessonID: string;
  lessonName: string;
  topicID: string;
  topicName: string;
  lessonReading: LessonReadingMark;
  readAt: string;
};
