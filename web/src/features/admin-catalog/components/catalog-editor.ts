import type { ChapterGroupMenuItem, ChapterMenuItem, TopicMenuItem } from '@notebook/contracts';

/** Which dialog is open: an item to edit, the parent to add one under, or a topic to move to another chapter. */
export type CatalogEditor =
  | { kind: 'group'; group?: ChapterGroupMenuItem }
  | { kind: 'chapter'; chapterGroupID: string; chapter?: ChapterMenuItem }
  | { kind: 'topic'; chapterID: string; topic?: TopicMenuItem }
  | { kind: 'moveTopic'; topic: TopicMenuItem };
