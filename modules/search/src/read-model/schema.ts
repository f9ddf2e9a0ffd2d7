import type { Generated } from 'kysely';

/**
 * The read model this module keeps: its tables as Kysely sees them. The augmentation adds them to the
 * application's one `Database` type; only this module's queries and projections may name them (modules.shape).
 */
declare module '@notebook/read-models' {
  interface Database extends SearchTables {}
}

/** Tables of the `search` projection (modules/search); see migration 1795312397500-Search. */
export interface SearchGroupTable {
  chapter_group_id: string;
  status: 'ACT' | 'INA';
}

export interface SearchChapterTable {
  chapter_id: string;
  chapter_group_id: string;
  status: 'ACT' | 'INA';
}

export interface SearchTopicTable {
  topic_id: string;
  chapter_id: string;
  topic_name: string;
  status: 'ACT' | 'INA';
  topic_type: 'AUTHOR' | 'READER';
  owner_reader_id: string | null;
  free_content: boolean;
}

export interface SearchLessonTable {
  lesson_id: string;
  topic_id: string;
  lesson_name: string;
  status: 'ACT' | 'INA';
  lesson_type: 'AUTHOR' | 'READER';
  owner_reader_id: string | null;
  publish_state: 'DRAFT' | 'PUBLISHED';
}

export interface SearchDocumentTable {
  note_id: string;
  lesson_id: string;
  topic_id: string | null;
  topic_name: Generated<string>;
  lesson_name: Generated<string>;
  note_header: string;
  /** The note's words as plain text (HTML stripped). */
  note_text: string;
  note_status: 'ACT' | 'INA';
  note_type: 'AUTHOR' | 'READER';
  note_owner_id: string | null;
  note_publish_state: 'DRAFT' | 'PUBLISHED';
  /** Every item of the chain is active and (where it applies) published. */
  listed: Generated<boolean>;
  /** The reader owning a READER-type item of the chain: only that reader sees the note. */
  owner_reader_id: string | null;
  free_content: Generated<boolean>;
  /** Stored generated tsvector of every field: never written. */
  document: Generated<string>;
  /** Stored generated tsvector of the titles only (topic, lesson, header): never written. */
  title_document: Generated<string>;
}

/** Every word of listed author texts ever seen: the trigram candidates for 'Did you mean' (a superset; access is read from search_topic_word). */
export interface SearchWordTable {
  word: string;
}

/** The words of a topic's listed author notes (migration 1795312565000-SearchTopicWords). */
export interface SearchTopicWordTable {
  word: string;
  topic_id: string;
  /** In a note's titles (topic, lesson, header): anyone who finds the note; else content only: those who may open the topic. */
  in_title: boolean;
}

export interface SearchTables {
  search_group: SearchGroupTable;
  search_chapter: SearchChapterTable;
  search_topic: SearchTopicTable;
  search_lesson: SearchLessonTable;
  search_document: SearchDocumentTable;
  search_word: SearchWordTable;
  search_topic_word: SearchTopicWordTable;
}
