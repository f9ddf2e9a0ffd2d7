import { Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE role (
      role_id uuid NOT NULL,
      role_name text NOT NULL,
      privileges text[] NOT NULL DEFAULT '{}',
      created_at timestamptz NOT NULL,
      CONSTRAINT role_pkey PRIMARY KEY (role_id)
    );
    CREATE TABLE user_account (
      user_id uuid NOT NULL,
      user_type text NOT NULL,
      email text NOT NULL,
      first_name text NOT NULL,
      last_name text NOT NULL,
      title text,
      password_hash text NOT NULL,
      status text NOT NULL,
      role_ids uuid[] NOT NULL DEFAULT '{}',
      image_uri text,
      email_confirmed boolean NOT NULL DEFAULT false,
      subscription_status text,
      created_at timestamptz NOT NULL,
      updated_at timestamptz NOT NULL,
      CONSTRAINT user_account_pkey PRIMARY KEY (user_id),
      CONSTRAINT user_account_email_key UNIQUE (email)
    );
    CREATE TABLE refresh_token (
      token_id uuid NOT NULL,
      family_id uuid NOT NULL,
      user_id uuid NOT NULL,
      token_hash text NOT NULL,
      created_at timestamptz NOT NULL,
      expires_at timestamptz NOT NULL,
      used_at timestamptz,
      revoked_at timestamptz,
      CONSTRAINT refresh_token_pkey PRIMARY KEY (token_id)
    );
    CREATE INDEX refresh_token_family_idx ON refresh_token (family_id);
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE refresh_token; DROP TABLE user_account; DROP TABLE role;`.execute(db);
}
