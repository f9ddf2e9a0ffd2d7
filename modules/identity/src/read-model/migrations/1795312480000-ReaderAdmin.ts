import { Kysely, sql } from 'kysely';

/**
 * Admins' readers (issue 16): a reader's phone, billing address and groups, the reader groups, and
 * the sign-in history (operational rows written by the identity module, like refresh tokens).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE user_account
      ADD COLUMN phone text,
      ADD COLUMN billing_address jsonb,
      ADD COLUMN reader_group_ids uuid[] NOT NULL DEFAULT '{}';
    CREATE INDEX user_account_reader_groups ON user_account USING gin (reader_group_ids);
    CREATE TABLE reader_group (
      reader_group_id uuid PRIMARY KEY,
      group_name text NOT NULL,
      description text NOT NULL,
      created_at timestamptz NOT NULL
    );
    CREATE TABLE user_login (
      login_id uuid PRIMARY KEY,
      user_id uuid NOT NULL,
      at timestamptz NOT NULL,
      method text NOT NULL,
      provider text,
      ip_address text,
      user_agent text
    );
    CREATE INDEX user_login_by_user ON user_login (user_id, at DESC);
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    DROP TABLE user_login;
    DROP TABLE reader_group;
    ALTER TABLE user_account DROP COLUMN phone, DROP COLUMN billing_address, DROP COLUMN reader_group_ids;
  `.execute(db);
}
