import { Kysely, sql } from 'kysely';

/**
 * Rebuilds into shadow tables keep their own checkpoint here, so an interrupted rebuild resumes;
 * `npm run replay` asks the runner holding a projection for a rebuild through the checkpoint row.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE projection_checkpoint
      ADD COLUMN rebuild_requested_at timestamptz,
      ADD COLUMN rebuilt_at timestamptz;
    CREATE TABLE projection_rebuild (
      projection_name text NOT NULL,
      target_schema text NOT NULL,
      projection_version integer NOT NULL,
      position text NOT NULL,
      events_applied bigint NOT NULL DEFAULT 0,
      until timestamptz,
      swap_in boolean NOT NULL,
      started_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now(),
      finished_at timestamptz,
      CONSTRAINT projection_rebuild_pkey PRIMARY KEY (projection_name, target_schema)
    );
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    DROP TABLE projection_rebuild;
    ALTER TABLE projection_checkpoint DROP COLUMN rebuilt_at, DROP COLUMN rebuild_requested_at;
  `.execute(db);
}
