import { z } from 'zod';
import { ContentStatus, ContentType, PublishState } from '@notebook/contracts';
import { type EventOf, type EventTypeOf, type SameTypes, defineEvent } from '@notebook/kernel';

/**
 * The catalog's events: each declared once with the zod schema of its data (docs/event-store.md,
 * "Event schemas and upcasting"); the TypeScript types are inferred from the schemas.
 */
const id = z.uuid();
const ids = z.array(id);
const status = z.enum(ContentStatus);
const contentType = z.enum(ContentType);
/** Set for READER items, null for AUTHOR ones (the deciders keep the two in step). */
const ownerReaderID = id.nullable();

export const ChapterGroupCreated = defineEvent('ChapterGroupCreated', z.strictObject({ chapterGroupID: id, chapterGroupName: z.string(), status }));
export const ChapterGroupRenamed = defineEvent('ChapterGroupRenamed', z.strictObject({ chapterGroupID: id, chapterGroupName: z.string() }));
export const ChapterGroupStatusChanged = defineEvent('ChapterGroupStatusChanged', z.strictObject({ chapterGroupID: id, status }));
/** The order of the chapters inside a group; recorded on the group's stream. */
export const ChaptersReordered = defineEvent('ChaptersReordered', z.strictObject({ chapterGroupID: id, chapterIDs: ids }));
/** The order of the groups themselves; recorded on the single `catalogOrder-chapterGroups` stream. */
export const ChapterGroupsReordered = defineEvent('ChapterGroupsReordered', z.strictObject({ chapterGroupIDs: ids }));

export const ChapterCreated = defineEvent('ChapterCreated', z.strictObject({ chapterID: id, chapterGroupID: id, chapterName: z.string(), status }));
export const ChapterRenamed = defineEvent('ChapterRenamed', z.strictObject({ chapterID: id, chapterName: z.string() }));
export const ChapterStatusChanged = defineEvent('ChapterStatusChanged', z.strictObject({ chapterID: id, status }));
/** The order of the topics inside a chapter; recorded on the chapter's stream. */
export const TopicsReordered = defineEvent('TopicsReordered', z.strictObject({ chapterID: id, topicIDs: ids }));

export const TopicCreated = defineEvent(
  'TopicCreated',
  z.strictObject({ topicID: id, chapterID: id, topicName: z.string(), status, freeContent: z.boolean(), topicType: contentType, ownerReaderID }),
);
export const TopicRenamed = defineEvent('TopicRenamed', z.strictObject({ topicID: id, topicName: z.string() }));
export const TopicStatusChanged = defineEvent('TopicStatusChanged', z.strictObject({ topicID: id, status }));
export const TopicFreeContentChanged = defineEvent('TopicFreeContentChanged', z.strictObject({ topicID: id, freeContent: z.boolean() }));
export const TopicMoved = defineEvent('TopicMoved', z.strictObject({ topicID: id, fromChapterID: id, toChapterID: id }));
/** A reader removed their own topic (spec section 2); it disappears from every reading call. */
export const TopicDeleted = defineEvent('TopicDeleted', z.strictObject({ topicID: id, chapterID: id }));
/** The order of the lessons inside a topic; recorded on the topic's stream. */
export const LessonsReordered = defineEvent('LessonsReordered', z.strictObject({ topicID: id, lessonIDs: ids }));

export const LessonCreated = defineEvent(
  'LessonCreated',
  z.strictObject({
    lessonID: id,
    topicID: id,
    lessonName: z.string(),
    status,
    lessonType: contentType,
    ownerReaderID,
    publishState: z.enum(PublishState),
  }),
);
export const LessonRenamed = defineEvent('LessonRenamed', z.strictObject({ lessonID: id, lessonName: z.string() }));
export const LessonStatusChanged = defineEvent('LessonStatusChanged', z.strictObject({ lessonID: id, status }));
export const LessonPublished = defineEvent('LessonPublished', z.strictObject({ lessonID: id }));
export const LessonDrafted = defineEvent('LessonDrafted', z.strictObject({ lessonID: id }));
export const LessonMoved = defineEvent('LessonMoved', z.strictObject({ lessonID: id, fromTopicID: id, toTopicID: id }));
/** A reader removed their own lesson (spec section 2). */
export const LessonDeleted = defineEvent('LessonDeleted', z.strictObject({ lessonID: id, topicID: id }));
/** The order of the notes inside a lesson; recorded on the lesson's stream. */
export const NotesReordered = defineEvent('NotesReordered', z.strictObject({ lessonID: id, noteIDs: ids }));

/** `noteContent` is always sanitised HTML (sanitizeRichText in the kernel): the decider sanitises before recording. */
export const NoteCreated = defineEvent(
  'NoteCreated',
  z.strictObject({
    noteID: id,
    lessonID: id,
    noteHeader: z.string(),
    noteContent: z.string(),
    status,
    noteType: contentType,
    ownerReaderID,
    publishState: z.enum(PublishState),
  }),
);
export const NoteRetitled = defineEvent('NoteRetitled', z.strictObject({ noteID: id, noteHeader: z.string() }));
/** Sanitised HTML, as in NoteCreated. */
export const NoteContentChanged = defineEvent('NoteContentChanged', z.strictObject({ noteID: id, noteContent: z.string() }));
export const NoteStatusChanged = defineEvent('NoteStatusChanged', z.strictObject({ noteID: id, status }));
export const NotePublished = defineEvent('NotePublished', z.strictObject({ noteID: id }));
export const NoteDrafted = defineEvent('NoteDrafted', z.strictObject({ noteID: id }));
export const NoteMoved = defineEvent('NoteMoved', z.strictObject({ noteID: id, fromLessonID: id, toLessonID: id }));
/** A reader emptied a personal note from the trash: every read model forgets it, content included. */
export const NoteDeleted = defineEvent('NoteDeleted', z.strictObject({ noteID: id, lessonID: id }));

export type ChapterGroupCreated = EventOf<typeof ChapterGroupCreated>;
export type ChapterGroupRenamed = EventOf<typeof ChapterGroupRenamed>;
export type ChapterGroupStatusChanged = EventOf<typeof ChapterGroupStatusChanged>;
export type ChaptersReordered = EventOf<typeof ChaptersReordered>;
export type ChapterGroupsReordered = EventOf<typeof ChapterGroupsReordered>;
export type ChapterCreated = EventOf<typeof ChapterCreated>;
export type ChapterRenamed = EventOf<typeof ChapterRenamed>;
export type ChapterStatusChanged = EventOf<typeof ChapterStatusChanged>;
export type TopicsReordered = EventOf<typeof TopicsReordered>;
export type TopicCreated = EventOf<typeof TopicCreated>;
export type TopicRenamed = EventOf<typeof TopicRenamed>;
export type TopicStatusChanged = EventOf<typeof TopicStatusChanged>;
export type TopicFreeContentChanged = EventOf<typeof TopicFreeContentChanged>;
export type TopicMoved = EventOf<typeof TopicMoved>;
export type TopicDeleted = EventOf<typeof TopicDeleted>;
export type LessonsReordered = EventOf<typeof LessonsReordered>;
export type LessonCreated = EventOf<typeof LessonCreated>;
export type LessonRenamed = EventOf<typeof LessonRenamed>;
export type LessonStatusChanged = EventOf<typeof LessonStatusChanged>;
export type LessonPublished = EventOf<typeof LessonPublished>;
export type LessonDrafted = EventOf<typeof LessonDrafted>;
export type LessonMoved = EventOf<typeof LessonMoved>;
export type LessonDeleted = EventOf<typeof LessonDeleted>;
export type NotesReordered = EventOf<typeof NotesReordered>;
export type NoteCreated = EventOf<typeof NoteCreated>;
export type NoteRetitled = EventOf<typeof NoteRetitled>;
export type NoteContentChanged = EventOf<typeof NoteContentChanged>;
export type NoteStatusChanged = EventOf<typeof NoteStatusChanged>;
export type NotePublished = EventOf<typeof NotePublished>;
export type NoteDrafted = EventOf<typeof NoteDrafted>;
export type NoteMoved = EventOf<typeof NoteMoved>;
export type NoteDeleted = EventOf<typeof NoteDeleted>;

export type ChapterGroupEvent = ChapterGroupCreated | ChapterGroupRenamed | ChapterGroupStatusChanged | ChaptersReordered;
export type ChapterEvent = ChapterCreated | ChapterRenamed | ChapterStatusChanged | TopicsReordered;
export type TopicEvent = TopicCreated | TopicRenamed | TopicStatusChanged | TopicFreeContentChanged | TopicMoved | TopicDeleted | LessonsReordered;
export type LessonEvent = LessonCreated | LessonRenamed | LessonStatusChanged | LessonPublished | LessonDrafted | LessonMoved | LessonDeleted | NotesReordered;
export type NoteEvent = NoteCreated | NoteRetitled | NoteContentChanged | NoteStatusChanged | NotePublished | NoteDrafted | NoteMoved | NoteDeleted;
export type CatalogEvent = ChapterGroupEvent | ChapterEvent | Exclude<TopicEvent, LessonsReordered> | ChapterGroupsReordered;
export type LessonNoteEvent = LessonsReordered | LessonEvent | NoteEvent;

export const CatalogEventTypes: ReadonlyArray<CatalogEvent['type']> = [
  'ChapterGroupCreated',
  'ChapterGroupRenamed',
  'ChapterGroupStatusChanged',
  'ChaptersReordered',
  'ChapterGroupsReordered',
  'ChapterCreated',
  'ChapterRenamed',
  'ChapterStatusChanged',
  'TopicsReordered',
  'TopicCreated',
  'TopicRenamed',
  'TopicStatusChanged',
  'TopicFreeContentChanged',
  'TopicMoved',
  'TopicDeleted',
];

/** What the lessons-and-notes projection reads (LessonsReordered lives on the topic's stream). */
export const LessonNoteEventTypes: ReadonlyArray<LessonNoteEvent['type']> = [
  'LessonsReordered',
  'LessonCreated',
  'LessonRenamed',
  'LessonStatusChanged',
  'LessonPublished',
  'LessonDrafted',
  'LessonMoved',
  'LessonDeleted',
  'NotesReordered',
  'NoteCreated',
  'NoteRetitled',
  'NoteContentChanged',
  'NoteStatusChanged',
  'NotePublished',
  'NoteDrafted',
  'NoteMoved',
  'NoteDeleted',
];

/** Every event the catalog records, with its schema; the composition roots register this list. */
export const catalogEventSchemas = [
  ChapterGroupCreated,
  ChapterGroupRenamed,
  ChapterGroupStatusChanged,
  ChaptersReordered,
  ChapterGroupsReordered,
  ChapterCreated,
  ChapterRenamed,
  ChapterStatusChanged,
  TopicsReordered,
  TopicCreated,
  TopicRenamed,
  TopicStatusChanged,
  TopicFreeContentChanged,
  TopicMoved,
  TopicDeleted,
  LessonsReordered,
  LessonCreated,
  LessonRenamed,
  LessonStatusChanged,
  LessonPublished,
  LessonDrafted,
  LessonMoved,
  LessonDeleted,
  NotesReordered,
  NoteCreated,
  NoteRetitled,
  NoteContentChanged,
  NoteStatusChanged,
  NotePublished,
  NoteDrafted,
  NoteMoved,
  NoteDeleted,
] as const;

// Compile-time check: the list holds exactly the catalog's event types.
const _everyCatalogEventListed: SameTypes<EventTypeOf<typeof catalogEventSchemas>, (CatalogEvent | LessonNoteEvent)['type']> = true;

export const chapterGroupStream = (id: string) => `chapterGroup-${id}`;
export const chapterStream = (id: string) => `chapter-${id}`;
export const topicStream = (id: string) => `topic-${id}`;
export const CHAPTER_GROUP_ORDER_STREAM = 'catalogOrder-chapterGroups';
export const lessonStream = (id: string) => `lesson-${id}`;
export const noteStream = (id: string) => `note-${id}`;
