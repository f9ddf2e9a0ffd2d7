import type { EventTypeOf, SameTypes } from '@notebook/kernel';
import { AnnotationEvent, annotationEventSchemas } from './annotations/annotation.events';
import { CatalogEvent, LessonNoteEvent, catalogContentEventSchemas } from './catalog.events';
import { LessonStudyEvent, lessonStudyEventSchemas } from './reader-study/lesson-study.events';
import { NoteResourceEvent, noteResourceEventSchemas } from './resources/note-resource.events';

/** Every event the catalog records, with its schema; the composition roots register this list. */
export const catalogEventSchemas = [...catalogContentEventSchemas, ...annotationEventSchemas, ...lessonStudyEventSchemas, ...noteResourceEventSchemas] as const;

// Compile-time check: the list holds exactly the catalog's event types.
const _everyCatalogEventListed: SameTypes<
  EventTypeOf<typeof catalogEventSchemas>,
  (CatalogEvent | LessonNoteEvent | AnnotationEvent | LessonStudyEvent | NoteResourceEvent)['type']
> = true;
