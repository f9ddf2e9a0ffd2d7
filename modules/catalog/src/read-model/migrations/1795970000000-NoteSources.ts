import { Kysely, sql } from 'kysely';

/** A note's source and last-reviewed date (issue 29, NoteSourceChanged); null until recorded; the date as YYYY-MM-DD text. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE note ADD COLUMN source_title text, ADD COLUMN source_url text, ADD COLUMN last_reviewed_on text
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE note DROP COLUMN source_title, DROP COLUMN source_url, DROP COLUMN last_reviewed_on`.execute(
    db,
  );
}
