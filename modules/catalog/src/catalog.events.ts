import type { ContentStatus, ContentType, PublishState } from '@notebook/contracts';
import type { DomainEvent } from '@notebook/kernel';

export type ChapterGroupCreated = DomainEvent<'ChapterGroupCreated', { chapterGroupID: string; chapterGroupName: string; status: ContentStatus }>;
export type ChapterGroupRenamed = DomainEvent<'ChapterGroupRenamed', { chapterGroupID: string; chapterGroupName: string }>;
export type ChapterGroupStatusChanged = DomainEvent<'ChapterGroupStatusChanged', { chapterGroupID: string; status: ContentStatus }>;
/** The order of the chapters inside a group; recorded on the group's stream. */
export type ChaptersReordered = DomainEvent<'ChaptersReordered', { chapterGroupID: string; chapterIDs: string[] }>;
/** The order of the groups themselves; recorded on the single `catalogOrder-chapterGroups` stream. */
export type ChapterGroupsReordered = DomainEvent<'ChapterGroupsReordered', { chapterGroupIDs: string[] }>;

export type ChapterCreated = DomainEvent<'ChapterCreated', { chapterID: string; chapterGroupID: string; chapterName: string; status: ContentStatus }>;
export type ChapterRenamed = DomainEvent<'ChapterRenamed', { chapterID: string; chapterName: string }>;
export type ChapterStatusChanged = DomainEvent<'ChapterStatusChanged', { chapterID: string; status: ContentStatus }>;
/** The order of the topics inside a chapter; recorded on the chapter's stream. */
export type TopicsReordered = DomainEvent<'TopicsReordered', { chapterID: string; topicIDs: string[] }>;

export type TopicCreated = DomainEvent<
  'TopicCreated',
  { topicID: string; chapterID: string; topicName: string; status: ContentStatus; freeContent: boolean; topicType: ContentType; ownerReaderID: string | null }
>;
export type TopicRenamed = DomainEvent<'TopicRenamed', { topicID: string; topicName: string }>;
export type TopicStatusChanged = DomainEvent<'TopicStatusChanged', { topicID: string; status: ContentStatus }>;
export type TopicFreeContentChanged = DomainEvent<'TopicFreeContentChanged', { topicID: string; freeContent: boolean }>;
export type TopicMoved = DomainEvent<'TopicMoved', { topicID: string; fromChapterID: string; toChapterID: string }>;
/** A reader removed their own topic (spec section 2); it disappears from every reading call. */
export type TopicDeleted = DomainEvent<'TopicDeleted', { topicID: string; chapterID: string }>;
/** The order of the lessons inside a topic; recorded on the topic's stream. */
export type LessonsReordered = DomainEvent<'LessonsReordered', { topicID: string; lessonIDs: string[] }>;

export type LessonCreated = DomainEvent<
  'LessonCreated',
  { lessonID: string; topicID: string; lessonName: string; status: ContentStatus; lessonType: ContentType; ownerReaderID: string | null; publishState: PublishState }
>;
export type LessonRenamed = DomainEvent<'LessonRenamed', { lessonID: string; lessonName: string }>;
export type LessonStatusChanged = DomainEvent<'LessonStatusChanged', { lessonID: string; status: ContentStatus }>;
export type LessonPublished = DomainEvent<'LessonPublished', { lessonID: string }>;
export type LessonDrafted = DomainEvent<'LessonDrafted', { lessonID: string }>;
export type LessonMoved = DomainEvent<'LessonMoved', { lessonID: string; fromTopicID: string; toTopicID: string }>;
/** A reader removed their own lesson (spec section 2). */
export type LessonDeleted = DomainEvent<'LessonDeleted', { lessonID: string; topicID: string }>;
/** The order of the notes inside a lesson; recorded on the lesson's stream. */
export type NotesReordered = DomainEvent<'NotesReordered', { lessonID: string; noteIDs: string[] }>;

/** `noteContent` is always sanitised HTML (sanitizeRichText in the kernel): the decider sanitises before recording. */
export type NoteCreated = DomainEvent<
  'NoteCreated',
  {
    noteID: string; lessonID: string; noteHeader: string; noteContent: string; status: ContentStatus;
    noteType: ContentType; ownerReaderID: string | null; publishState: PublishState;
  }
>;
export type NoteRetitled = DomainEvent<'NoteRetitled', { noteID: string; noteHeader: string }>;
export type NoteContentChanged = DomainEvent<'NoteContentChanged', { noteID: string; noteContent: string }>;
export type NoteStatusChanged = DomainEvent<'NoteStatusChanged', { noteID: string; status: ContentStatus }>;
export type NotePublished = DomainEvent<'NotePublished', { noteID: string }>;
export type NoteDrafted = DomainEvent<'NoteDrafted', { noteID: string }>;
export type NoteMoved = DomainEvent<'NoteMoved', { noteID: string; fromLessonID: string; toLessonID: string }>;
/** A reader emptied a personal note from the trash: every read model forgets it, content included. */
export type NoteDeleted = DomainEvent<'NoteDeleted', { noteID: string; lessonID: string }>;

export type ChapterGroupEvent = ChapterGroupCreated | ChapterGroupRenamed | ChapterGroupStatusChanged | ChaptersReordered;
export type ChapterEvent = ChapterCreated | ChapterRenamed | ChapterStatusChanged | TopicsReordered;
export type TopicEvent = TopicCreated | TopicRenamed | TopicStatusChanged | TopicFreeContentChanged | TopicMoved | TopicDeleted | LessonsReordered;
export type LessonEvent = LessonCreated | LessonRenamed | LessonStatusChanged | LessonPublished | LessonDrafted | LessonMoved | LessonDeleted | NotesReordered;
export type NoteEvent = NoteCreated | NoteRetitled | NoteContentChanged | NoteStatusChanged | NotePublished | NoteDrafted | NoteMoved | NoteDeleted;
export type CatalogEvent = ChapterGroupEvent | ChapterEvent | Exclude<TopicEvent, LessonsReordered> | ChapterGroupsReordered;
export type LessonNoteEvent = LessonsReordered | LessonEvent | NoteEvent;

export const CatalogEventTypes: ReadonlyArray<CatalogEvent['type']> = [
  'ChapterGroupCreated', 'ChapterGroupRenamed', 'ChapterGroupStatusChanged', 'ChaptersReordered', 'ChapterGroupsReordered',
  'ChapterCreated', 'ChapterRenamed', 'ChapterStatusChanged', 'TopicsReordered',
  'TopicCreated', 'TopicRenamed', 'TopicStatusChanged', 'TopicFreeContentChanged', 'TopicMoved', 'TopicDeleted',
];

/** What the lessons-and-notes projection reads (LessonsReordered lives on the topic's stream). */
export const LessonNoteEventTypes: ReadonlyArray<LessonNoteEvent['type']> = [
  'LessonsReordered',
  'LessonCreated', 'LessonRenamed', 'LessonStatusChanged', 'LessonPublished', 'LessonDrafted', 'LessonMoved', 'LessonDeleted', 'NotesReordered',
  'NoteCreated', 'NoteRetitled', 'NoteContentChanged', 'NoteStatusChanged', 'NotePublished', 'NoteDrafted', 'NoteMoved', 'NoteDeleted',
];

export const chapterGroupStream = (id: string) => `chapterGroup-${id}`;
export const chapterStream = (id: string) => `chapter-${id}`;
export const topicStream = (id: string) => `topic-${id}`;
export const CHAPTER_GROUP_ORDER_STREAM = 'catalogOrder-chapterGroups';
export const lessonStream = (id: string) => `lesson-${id}`;
export const noteStream = (id: string) => `note-${id}`;
