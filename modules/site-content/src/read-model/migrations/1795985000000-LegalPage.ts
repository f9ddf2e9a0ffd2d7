import { Kysely, sql } from 'kysely';

/** The terms and conditions and the privacy policy, one row per page once saved (projection `site-content`). */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE legal_page (
      page text PRIMARY KEY,
      content text NOT NULL,
      updated_at timestamptz NOT NULL
    );
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE legal_page;`.execute(db);
}
