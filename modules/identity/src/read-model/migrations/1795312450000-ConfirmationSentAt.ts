import { Kysely, sql } from 'kysely';

/** When the newest e-mail confirmation link was sent (issue 16): the logged-in user's hasConfirmationLinkExpired. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE user_account ADD COLUMN confirmation_sent_at timestamptz`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE user_account DROP COLUMN confirmation_sent_at`.execute(db);
}
