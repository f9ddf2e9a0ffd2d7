import { Kysely, sql } from 'kysely';

/** A reader's reading marks and bookmarks per lesson (projection `reader-study`). */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE reader_lesson_study (
      reader_id uuid NOT NULL,
      lesson_id uuid NOT NULL,
      lesson_reading text,
      read_at timestamptz,
      bookmarked boolean NOT NULL DEFAULT false,
      bookmarked_at timestamptz,
      updated_at timestamptz NOT NULL,
      CONSTRAINT reader_lesson_study_pkey PRIMARY KEY (reader_id, lesson_id)
    );
    CREATE INDEX reader_lesson_study_bookmark_idx ON reader_lesson_study (reader_id, bookmarked_at DESC) WHERE bookmarked;
    CREATE INDEX reader_lesson_study_read_idx ON reader_lesson_study (reader_id, read_at DESC) WHERE lesson_reading IS NOT NULL;
    CREATE INDEX note_owner_idx ON note (owner_reader_id, status, updated_at DESC) WHERE owner_reader_id IS NOT NULL;
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP INDEX note_owner_idx; DROP TABLE reader_lesson_study;`.execute(db);
}
