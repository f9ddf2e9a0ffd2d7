import { Kysely, sql } from 'kysely';

/** Where each projection has got to, and who is allowed to run it (ARCHITECTURE.md section 4). */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE projection_checkpoint (
      projection_name text NOT NULL,
      projection_version integer NOT NULL,
      position text NOT NULL,
      updated_at timestamptz NOT NULL DEFAULT now(),
      CONSTRAINT projection_checkpoint_pkey PRIMARY KEY (projection_name)
    );
    CREATE TABLE projection_lease (
      projection_name text NOT NULL,
      owner_id text NOT NULL,
      expires_at timestamptz NOT NULL,
      CONSTRAINT projection_lease_pkey PRIMARY KEY (projection_name)
    );
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE projection_lease; DROP TABLE projection_checkpoint;`.execute(db);
}
