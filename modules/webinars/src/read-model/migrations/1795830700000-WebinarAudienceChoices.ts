import { Kysely, sql } from 'kysely';

/**
 * The pricing plans and reader groups there are (from billing's and identity's events), so a
 * webinar's audience names only existing ones without reading those modules' tables.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE webinar_audience_choice (
      choice_id uuid PRIMARY KEY,
      kind text NOT NULL
    );
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE webinar_audience_choice;`.execute(db);
}
