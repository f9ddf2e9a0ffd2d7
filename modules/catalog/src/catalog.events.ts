import type { EventTypeOf, SameTypes } from '@notebook/kernel';
import {
  type ChapterGroupEvent,
  type ChapterGroupsReordered,
  chapterGroupEventSchemas,
} from './chapter-groups/chapter-group.events';
import { type ChapterEvent, chapterEventSchemas } from './chapters/chapter.events';
import { type TopicEvent, type LessonsReordered, topicEventSchemas } from './topics/topic.events';
import { type LessonEvent, lessonEventSchemas } from './lessons/lesson.events';
import { type NoteEvent, noteEventSchemas } from './notes/note.events';

/**
 * The catalog's events, module-wide: each aggregate declares its own in `<aggregate>/<x>.events.ts`
 * (each once, with the zod schema of its data; docs/event-store.md, "Event schemas and upcasting").
 * Here: the unions the two projections read, their type lists and the list the composition roots register.
 */
export * from './chapter-groups/chapter-group.events';
export * from './chapters/chapter.events';
export * from './topics/topic.events';
export * from './lessons/lesson.events';
export * from './notes/note.events';

export type CatalogEvent =
  ChapterGroupEvent | ChapterEvent | Exclude<TopicEvent, LessonsReordered> | ChapterGroupsReordered;
export type LessonNoteEvent = LessonsReordered | LessonEvent | NoteEvent;

const typesOf = <Type extends string>(schemas: ReadonlyArray<{ type: Type }>): Type[] =>
  schemas.map((schema) => schema.type);

/** What the catalog projection reads: groups, chapters and topics (LessonsReordered, on the topic's stream, is the lessons'). */
export const CatalogEventTypes: ReadonlyArray<CatalogEvent['type']> = typesOf([
  ...chapterGroupEventSchemas,
  ...chapterEventSchemas,
  ...topicEventSchemas,
]).filter((type): type is CatalogEvent['type'] => type !== 'LessonsReordered');

/** What the lessons-and-notes projection reads. */
export const LessonNoteEventTypes: ReadonlyArray<LessonNoteEvent['type']> = [
  'LessonsReordered',
  ...typesOf(lessonEventSchemas),
  ...typesOf(noteEventSchemas),
];

/** Every event the catalog records, with its schema; the composition roots register this list. */
export const catalogEventSchemas = [
  ...chapterGroupEventSchemas,
  ...chapterEventSchemas,
  ...topicEventSchemas,
  ...lessonEventSchemas,
  ...noteEventSchemas,
] as const;

// Compile-time check: the list holds exactly the catalog's event types.
const _everyCatalogEventListed: SameTypes<
  EventTypeOf<typeof catalogEventSchemas>,
  (CatalogEvent | LessonNoteEvent)['type']
> = true;
