import type { ColumnType } from 'kysely';

/**
 * The read model this module keeps: its tables as Kysely sees them. The augmentation adds them to the
 * application's one `Database` type; only this module's queries and projections may name them (modules.shape).
 */
declare module '@notebook/read-models' {
  interface Database extends CatalogTables {}
}

export interface ChapterGroupTable {
  chapter_group_id: string;
  chapter_group_name: string;
  status: 'ACT' | 'INA';
  display_order: number;
  created_at: Date;
}

export interface ChapterTable {
  chapter_id: string;
  chapter_group_id: string;
  chapter_name: string;
  status: 'ACT' | 'INA';
  display_order: number;
  /** First and last topic index of the chapter's numbered topics (derived). */
  topic_start: number | null;
  topic_end: number | null;
  created_at: Date;
}

export interface TopicTable {
  topic_id: string;
  chapter_id: string;
  topic_name: string;
  status: 'ACT' | 'INA';
  topic_type: 'AUTHOR' | 'READER';
  owner_reader_id: string | null;
  free_content: boolean;
  display_order: number;
  /** Position across all visible author topics (1, 2, 3 ...), null while hidden. */
  topic_index: number | null;
  created_at: Date;
}

export interface LessonTable {
  lesson_id: string;
  topic_id: string;
  lesson_name: string;
  status: 'ACT' | 'INA';
  lesson_type: 'AUTHOR' | 'READER';
  owner_reader_id: string | null;
  publish_state: 'DRAFT' | 'PUBLISHED';
  display_order: number;
  created_at: Date;
}

export interface NoteTable {
  note_id: string;
  lesson_id: string;
  note_header: string;
  /** Sanitised HTML. */
  note_content: string;
  /** The note's words as plain text, for search. */
  note_text: string;
  status: 'ACT' | 'INA';
  note_type: 'AUTHOR' | 'READER';
  owner_reader_id: string | null;
  publish_state: 'DRAFT' | 'PUBLISHED';
  display_order: number;
  created_at: Date;
  updated_at: Date;
  /** The note's source (NoteSourceChanged); `last_reviewed_on` is YYYY-MM-DD. */
  source_title: ColumnType<string | null, string | null | undefined, string | null>;
  source_url: ColumnType<string | null, string | null | undefined, string | null>;
  last_reviewed_on: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface CatalogTables {
  chapter_group: ChapterGroupTable;
  chapter: ChapterTable;
  topic: TopicTable;
  lesson: LessonTable;
  note: NoteTable;
}
