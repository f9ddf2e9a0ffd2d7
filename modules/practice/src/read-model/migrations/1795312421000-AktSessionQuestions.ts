import { Kysely, sql } from 'kysely';

/**
 * An AKT session's copy of its questions in a column of its own, written once: the `document` then
 * holds only the reader's progress (answers, flags, struck options), so recording an answer reads and
 * writes a few hundred bytes instead of the whole copy (up to ~100 KB for 150 questions). The
 * practice projection's version 2 rebuilds the table into this shape.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE akt_session ADD COLUMN questions jsonb NOT NULL DEFAULT '[]'::jsonb`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE akt_session DROP COLUMN questions`.execute(db);
}
