import { Kysely, sql } from 'kysely';

/** OAuth sign-in (issue 16): the provider accounts each reader signs in with. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE user_social_identity (
      provider text NOT NULL,
      subject text NOT NULL,
      user_id uuid NOT NULL,
      email text,
      linked_at timestamptz NOT NULL,
      PRIMARY KEY (provider, subject)
    );
    CREATE INDEX user_social_identity_by_user ON user_social_identity (user_id);
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE user_social_identity`.execute(db);
}
