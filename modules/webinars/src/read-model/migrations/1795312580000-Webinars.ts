import { Kysely, sql } from 'kysely';

/**
 * Webinar categories and webinars (projection `webinars`): each row's fields as recorded in a
 * `document`, and beside it the columns the lists filter and order by.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE webinar_category (
      webinar_category_id uuid PRIMARY KEY,
      display_order integer NOT NULL,
      status text NOT NULL,
      document jsonb NOT NULL,
      created_at timestamptz NOT NULL,
      updated_at timestamptz NOT NULL
    );
    CREATE TABLE webinar (
      webinar_id uuid PRIMARY KEY,
      webinar_category_id uuid NOT NULL,
      starts_at timestamptz NOT NULL,
      duration_minutes integer NOT NULL,
      banner_slug text,
      status text NOT NULL,
      document jsonb NOT NULL,
      created_at timestamptz NOT NULL,
      updated_at timestamptz NOT NULL
    );
    CREATE INDEX webinar_starts_at ON webinar (starts_at DESC);
    CREATE INDEX webinar_banner_slug ON webinar (banner_slug) WHERE banner_slug IS NOT NULL;
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE webinar; DROP TABLE webinar_category;`.execute(db);
}
