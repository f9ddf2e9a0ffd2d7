import { Kysely, sql } from 'kysely';

/**
 * A per-user counter every access token carries (issue 24): a password change or reset, or new
 * roles, move it on, and the guard refuses tokens issued before.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE user_account ADD COLUMN token_version integer NOT NULL DEFAULT 0`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE user_account DROP COLUMN token_version`.execute(db);
}
