import { Kysely, sql } from 'kysely';

/** Readers' highlights on notes (projection `note-annotations`) and PDFs on notes (projection `note-resources`). */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE note_annotation (
      annotation_id uuid PRIMARY KEY,
      note_id uuid NOT NULL,
      reader_id uuid NOT NULL,
      start_offset integer NOT NULL,
      end_offset integer NOT NULL,
      quote text NOT NULL,
      prefix text NOT NULL DEFAULT '',
      suffix text NOT NULL DEFAULT '',
      colour text NOT NULL,
      comment text,
      created_at timestamptz NOT NULL,
      updated_at timestamptz NOT NULL
    );
    CREATE INDEX note_annotation_reader_note_idx ON note_annotation (reader_id, note_id, start_offset);
    CREATE INDEX note_annotation_note_idx ON note_annotation (note_id);
    CREATE TABLE note_resource (
      resource_name text PRIMARY KEY,
      note_id uuid NOT NULL,
      original_name text NOT NULL,
      size_bytes bigint NOT NULL,
      sha256 text NOT NULL,
      uploader_type text NOT NULL,
      uploader_id text NOT NULL,
      uploaded_at timestamptz NOT NULL
    );
    CREATE INDEX note_resource_note_idx ON note_resource (note_id, uploaded_at);
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE note_resource; DROP TABLE note_annotation;`.execute(db);
}
