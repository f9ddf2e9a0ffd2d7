import type { ChapterGroupMenuItem, ChapterMenuItem, TopicMenuItem } from '@notebook/contracts';

/** Which add/edit dialog is open: an item to edit, or the parent to add one under. */
export type CatalogEditor =
  | { kind: 'group'; group?: ChapterGroupMenuItem }
  | { kind: 'chapter'; chapterGroupID: string; chapter?: ChapterMenuItem }
  | { kind: 'topic'; chapterID: string; topic?: TopicMenuItem };
