import { Kysely, sql } from 'kysely';

/** Admin users and roles (issue 16): the seeded super admin and their built-in role are marked. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE role ADD COLUMN built_in boolean NOT NULL DEFAULT false;
    ALTER TABLE user_account ADD COLUMN super_admin boolean NOT NULL DEFAULT false;
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE role DROP COLUMN built_in;
    ALTER TABLE user_account DROP COLUMN super_admin;
  `.execute(db);
}
