import { Kysely, sql } from 'kysely';

/**
 * When each session question's flag was last set or cleared (issue 28): the FLAGGED filter follows
 * the latest flag of a question across the reader's sessions, so a flag cleared later no longer counts.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE akt_session_question ADD COLUMN flagged_at timestamptz;
    ALTER TABLE msq_session_question ADD COLUMN flagged_at timestamptz;
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE akt_session_question DROP COLUMN flagged_at;
    ALTER TABLE msq_session_question DROP COLUMN flagged_at;
  `.execute(db);
}
