import { Kysely, sql } from 'kysely';

/** A testimonial's photo (an uploaded image's bare URL), null when it has none. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE testimonial ADD COLUMN photo_uri text;`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE testimonial DROP COLUMN photo_uri;`.execute(db);
}
