import { Kysely, sql } from 'kysely';

/** Testimonials, the statistics image and the public pages' SEO (projection `site-content`). */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE testimonial (
      testimonial_id uuid PRIMARY KEY,
      author_name text NOT NULL,
      author_role text,
      text text NOT NULL,
      colour text NOT NULL,
      display_order integer NOT NULL,
      status text NOT NULL,
      updated_at timestamptz NOT NULL
    );
    CREATE INDEX testimonial_order ON testimonial (display_order, testimonial_id);
    CREATE TABLE statistics_image (
      id integer PRIMARY KEY CHECK (id = 1),
      image_uri text NOT NULL,
      uploaded_at timestamptz NOT NULL
    );
    CREATE TABLE seo_page (
      page_key text PRIMARY KEY,
      title text NOT NULL,
      description text NOT NULL,
      keywords text,
      image_uri text,
      updated_at timestamptz NOT NULL
    );
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE seo_page; DROP TABLE statistics_image; DROP TABLE testimonial;`.execute(db);
}
