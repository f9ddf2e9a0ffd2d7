import type { EventTypeOf, SameTypes } from '@notebook/kernel';
import { AnnotationEvent, annotationEventSchemas } from './annotations/annotation.events';
import { LessonStudyEvent, lessonStudyEventSchemas } from './reader-study/lesson-study.events';
import { NoteResourceEvent, noteResourceEventSchemas } from './resources/note-resource.events';

/** Every event the reading module records, with its schema; the composition roots register this list. */
export const readingEventSchemas = [
  ...annotationEventSchemas,
  ...lessonStudyEventSchemas,
  ...noteResourceEventSchemas,
] as const;

// Compile-time check: the list holds exactly the reading module's event types.
const _everyReadingEventListed: SameTypes<
  EventTypeOf<typeof readingEventSchemas>,
  (AnnotationEvent | LessonStudyEvent | NoteResourceEvent)['type']
> = true;
