import { z } from 'zod';
import { contentStatus } from './catalog';
import { ContentStatus, ContentType } from './enums';
import { type ContentSource, contentSourceFields } from './content-source';
import { entityId, idListField, requiredText } from './fields';

/**
 * Lessons and notes (spec section 3): the admin saves, status, publish/draft, order and moves, and
 * the reader's secondary index and note reading calls (spec section 7, Public and Reader).
 */

/** Whether readers may see an item yet; new lessons and notes start as drafts. */
export const PublishState = ['DRAFT', 'PUBLISHED'] as const;
export type PublishState = (typeof PublishState)[number];

export const LESSON_NAME_MAX = 200;
export const NOTE_HEADER_MAX = 400;
/** A long note is some tens of kilobytes of HTML; this bounds a request, not a real note. */
export const NOTE_CONTENT_MAX = 500_000;

// ---- admin requests ----

export const saveLessonRequest = z.object({
  lessonID: entityId.optional(),
  topicID: entityId,
  lessonName: requiredText(LESSON_NAME_MAX),
  status: contentStatus.default('ACT'),
});
export type SaveLessonRequest = z.input<typeof saveLessonRequest>;

export const saveNoteRequest = z.object({
  noteID: entityId.optional(),
  lessonID: entityId,
  noteHeader: requiredText(NOTE_HEADER_MAX),
  /** HTML from the editor; the server sanitises it against an allowlist before storing it. */
  noteContent: z
    .string({ error: 'Must be text' })
    .max(NOTE_CONTENT_MAX, { error: `Max length is ${NOTE_CONTENT_MAX}` })
    .default(''),
  status: contentStatus.default('ACT'),
  /** Optional: absent leaves the recorded source as it is (issue 29). */
  ...contentSourceFields,
});
export type SaveNoteRequest = z.input<typeof saveNoteRequest>;

export const updateLessonStatusRequest = z.object({ lessonID: entityId, status: contentStatus });
export const updateNoteStatusRequest = z.object({ noteID: entityId, status: contentStatus });
/** Publish and draft are separate calls because they are separate privileges. */
export const lessonIdRequest = z.object({ lessonID: entityId });
export const noteIdRequest = z.object({ noteID: entityId });
export const topicIdRequest = z.object({ topicID: entityId });

const idList = idListField(1000);
export const updateLessonDisplayOrderRequest = z.object({ topicID: entityId, lessonIDs: idList });
export const updateNoteDisplayOrderRequest = z.object({ lessonID: entityId, noteIDs: idList });
export const moveLessonRequest = z.object({ lessonID: entityId, topicID: entityId });
export const moveNoteRequest = z.object({ noteID: entityId, lessonID: entityId });

// ---- admin results ----

export type LessonItem = {
  lessonID: string;
  lessonName: string;
  topicID: string;
  status: ContentStatus;
  lessonType: ContentType;
  publishState: PublishState;
  displayOrder: number;
};

export type NoteItem = {
  noteID: string;
  lessonID: string;
  noteHeader: string;
  /** Sanitised HTML. */
  noteContent: string;
  status: ContentStatus;
  publishState: PublishState;
  displayOrder: number;
} & Partial<ContentSource>;

/** Result of adminChapter/getTopicLessons: every lesson of a topic with its notes' headers. */
export type AdminTopicLessonsResult = {
  topicID: string;
  lessons: Array<LessonItem & { notes: Array<Omit<NoteItem, 'noteContent'>> }>;
};
/** Result of adminChapter/getLessonNotes: every note of a lesson, with content, drafts included. */
export type AdminLessonNotesResult = { lessonID: string; notes: NoteItem[] };

// ---- reading results (public and reader calls) ----

/**
 * `locked` means the caller may see the titles but not the content: paid content for a caller
 * without an active subscription. A locked note's `noteContent` is null; it never leaves the server.
 */
export type ReadingNoteHeader = { noteID: string; noteHeader: string; displayOrder: number };

export type SecondaryIndexLesson = {
  lessonID: string;
  lessonName: string;
  lessonType: ContentType;
  displayOrder: number;
  locked: boolean;
  notes: ReadingNoteHeader[];
};

/** Result of public/getSecondaryIndex and reader/getRegisteredUserSecondaryIndex. */
export type SecondaryIndexResult = {
  topicID: string;
  topicName: string;
  chapterID: string;
  freeContent: boolean;
  topicType: ContentType;
  locked: boolean;
  lessons: SecondaryIndexLesson[];
};

export type ReadingNote = ReadingNoteHeader & {
  lessonID: string;
  locked: boolean;
  noteContent: string | null;
  /** READER: the caller's own personal note (their text: no image URL in it is signed). Always sent. */
  noteType?: ContentType;
};

/** Result of public/getNotesPublic and reader/getRegisteredReadingSectionLessonNotes. */
export type LessonNotesResult = {
  topicID: string;
  topicName: string;
  lessonID: string;
  lessonName: string;
  lessonType: ContentType;
  freeContent: boolean;
  locked: boolean;
  notes: ReadingNote[];
};

/** Result of public/getNotePublic and reader/getRegisteredReadingSectionNote. */
export type NoteResult = ReadingNote & { topicID: string; topicName: string; lessonName: string };
