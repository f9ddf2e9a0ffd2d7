import { Kysely, sql } from 'kysely';

/**
 * The search read model (projection `search`, modules/search). `search_document` is one row per note
 * with everything a search needs in the row: names, plain text, the visibility and access fields and
 * a stored weighted tsvector (topic and lesson names A, note header B, content C) under a GIN index.
 * The small search_group/chapter/topic/lesson tables let the projection keep those fields right from
 * the events alone. `search_word` is the vocabulary for 'Did you mean', under a pg_trgm index.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE EXTENSION IF NOT EXISTS pg_trgm;
    CREATE TABLE search_group (
      chapter_group_id uuid NOT NULL,
      status text NOT NULL,
      CONSTRAINT search_group_pkey PRIMARY KEY (chapter_group_id)
    );
    CREATE TABLE search_chapter (
      chapter_id uuid NOT NULL,
      chapter_group_id uuid NOT NULL,
      status text NOT NULL,
      CONSTRAINT search_chapter_pkey PRIMARY KEY (chapter_id)
    );
    CREATE INDEX search_chapter_group_idx ON search_chapter (chapter_group_id);
    CREATE TABLE search_topic (
      topic_id uuid NOT NULL,
      chapter_id uuid NOT NULL,
      topic_name text NOT NULL,
      status text NOT NULL,
      topic_type text NOT NULL,
      owner_reader_id uuid,
      free_content boolean NOT NULL,
      CONSTRAINT search_topic_pkey PRIMARY KEY (topic_id)
    );
    CREATE INDEX search_topic_chapter_idx ON search_topic (chapter_id);
    CREATE TABLE search_lesson (
      lesson_id uuid NOT NULL,
      topic_id uuid NOT NULL,
      lesson_name text NOT NULL,
      status text NOT NULL,
      lesson_type text NOT NULL,
      owner_reader_id uuid,
      publish_state text NOT NULL,
      CONSTRAINT search_lesson_pkey PRIMARY KEY (lesson_id)
    );
    CREATE INDEX search_lesson_topic_idx ON search_lesson (topic_id);
    CREATE TABLE search_document (
      note_id uuid NOT NULL,
      lesson_id uuid NOT NULL,
      topic_id uuid,
      topic_name text NOT NULL DEFAULT '',
      lesson_name text NOT NULL DEFAULT '',
      note_header text NOT NULL,
      note_text text NOT NULL,
      note_status text NOT NULL,
      note_type text NOT NULL,
      note_owner_id uuid,
      note_publish_state text NOT NULL,
      -- derived from the whole chain (group, chapter, topic, lesson, note) by the projection
      listed boolean NOT NULL DEFAULT false,
      owner_reader_id uuid,
      free_content boolean NOT NULL DEFAULT false,
      document tsvector GENERATED ALWAYS AS (
        setweight(to_tsvector('english'::regconfig, topic_name), 'A') ||
        setweight(to_tsvector('english'::regconfig, lesson_name), 'A') ||
        setweight(to_tsvector('english'::regconfig, note_header), 'B') ||
        setweight(to_tsvector('english'::regconfig, note_text), 'C')
      ) STORED,
      CONSTRAINT search_document_pkey PRIMARY KEY (note_id)
    );
    CREATE INDEX search_document_lesson_idx ON search_document (lesson_id);
    CREATE INDEX search_document_topic_idx ON search_document (topic_id);
    CREATE INDEX search_document_document_idx ON search_document USING gin (document);
    CREATE TABLE search_word (
      word text NOT NULL,
      CONSTRAINT search_word_pkey PRIMARY KEY (word)
    );
    CREATE INDEX search_word_trgm_idx ON search_word USING gin (word gin_trgm_ops);
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE search_word; DROP TABLE search_document; DROP TABLE search_lesson; DROP TABLE search_topic;
    DROP TABLE search_chapter; DROP TABLE search_group;`.execute(db);
}
