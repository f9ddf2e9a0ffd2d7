import { Kysely, sql } from 'kysely';

/** The admin dashboard counts sign-ins per day from a date on: an index on the time alone serves it. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE INDEX user_login_by_time ON user_login (at)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP INDEX user_login_by_time`.execute(db);
}
