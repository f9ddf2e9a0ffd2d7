// The module's definition the application composes, and its Nest module (billing, question bank and mock exams import it).
export { CatalogModule, catalogDefinition } from './catalog.module';
export { catalogEventSchemas } from './catalog.events';

// Queries: the catalog's places and topics as other modules ask for them.
export { CatalogQueries } from './queries/catalog.queries';
export type { TopicPlace } from './queries/catalog.queries';
export { catalogItems } from './queries/catalog-items.queries';

// The events other modules react to (search indexes them; reading and mock exams follow topics and notes).
export { CatalogEventTypes, LessonNoteEventTypes } from './catalog.events';
export type { CatalogEvent, LessonNoteEvent } from './catalog.events';
export { LessonCreated } from './lessons/lesson.events';
export { NoteContentChanged, NoteCreated, NoteDeleted, NoteStatusChanged } from './notes/note.events';
export { TopicCreated } from './topics/topic.events';
export { catalogProjection } from './projections/catalog.projection';

// A reader's own topics, lessons and notes: reading asks this service (the rules stay with the catalog's deciders).
export { CatalogReaderItems } from './reader-items/reader-items.service';
export type { OwnItemsReader } from './reader-items/reader-items.service';
export { assertOwnReaderNoteStanding } from './reader-items/note-standing';
export type { NoteStanding } from './reader-items/note-standing';

// Editor images: the store the API serves them from, and its size error.
export { ImageStore, ImageTooLargeError } from './images/image-store';

// The seed: the demo topics the question bank and billing steps file under.
export { seededTopics } from './seed/catalog.seed';
export type { SeededTopic } from './seed/bulk-content';

// Other modules' specs: the catalog events a curriculum is set up from.
export { curriculumEvents } from './testing/curriculum-events';

// Used only by the seed (bulk catalog through the real deciders), the benches and e2e specs.
export { CatalogService } from './catalog.service';
export { chapterGroupDecider } from './chapter-groups/chapter-group.decider';
export { chapterGroupStream } from './chapter-groups/chapter-group.events';
export { chapterDecider } from './chapters/chapter.decider';
export { chapterStream } from './chapters/chapter.events';
export { lessonDecider } from './lessons/lesson.decider';
export { lessonStream } from './lessons/lesson.events';
export { noteDecider } from './notes/note.decider';
export { noteStream } from './notes/note.events';
export { topicDecider } from './topics/topic.decider';
export { topicStream } from './topics/topic.events';
