import { Kysely, sql } from 'kysely';

/** Every card of a question, found at once: a card follows its question's topic and lesson link (issue 29). */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE INDEX review_card_question ON review_card (question_id, kind);`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP INDEX review_card_question;`.execute(db);
}
