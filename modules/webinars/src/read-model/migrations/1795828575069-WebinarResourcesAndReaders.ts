import { Kysely, sql } from 'kysely';

/**
 * A webinar's PDF resources, and the reader groups of each reader as identity's events tell them (so
 * a webinar's audience is checked without reading identity's tables).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE webinar_resource (
      resource_name text PRIMARY KEY,
      webinar_id uuid NOT NULL,
      title text NOT NULL,
      size_bytes integer NOT NULL,
      uploaded_at timestamptz NOT NULL
    );
    CREATE INDEX webinar_resource_webinar ON webinar_resource (webinar_id, uploaded_at);
    CREATE TABLE webinar_reader (
      reader_id uuid PRIMARY KEY,
      reader_group_ids uuid[] NOT NULL
    );
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE webinar_reader; DROP TABLE webinar_resource;`.execute(db);
}
