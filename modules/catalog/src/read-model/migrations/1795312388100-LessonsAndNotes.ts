import { Kysely, sql } from 'kysely';

/** Lessons and notes of the catalog (projection `lessons-notes`); `note_text` is the note's words, for search. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE lesson (
      lesson_id uuid NOT NULL,
      topic_id uuid NOT NULL,
      lesson_name text NOT NULL,
      status text NOT NULL,
      lesson_type text NOT NULL,
      owner_reader_id uuid,
      publish_state text NOT NULL,
      display_order integer NOT NULL,
      created_at timestamptz NOT NULL,
      CONSTRAINT lesson_pkey PRIMARY KEY (lesson_id)
    );
    CREATE INDEX lesson_topic_order_idx ON lesson (topic_id, display_order);
    CREATE TABLE note (
      note_id uuid NOT NULL,
      lesson_id uuid NOT NULL,
      note_header text NOT NULL,
      note_content text NOT NULL,
      note_text text NOT NULL,
      status text NOT NULL,
      note_type text NOT NULL,
      owner_reader_id uuid,
      publish_state text NOT NULL,
      display_order integer NOT NULL,
      created_at timestamptz NOT NULL,
      updated_at timestamptz NOT NULL,
      CONSTRAINT note_pkey PRIMARY KEY (note_id)
    );
    CREATE INDEX note_lesson_order_idx ON note (lesson_id, display_order);
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE note; DROP TABLE lesson;`.execute(db);
}
