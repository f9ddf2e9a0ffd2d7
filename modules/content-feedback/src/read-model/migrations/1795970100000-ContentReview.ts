import { Kysely, sql } from 'kysely';

/**
 * What content exists and when it was last reviewed (projection `content-review`, fed by catalog's and
 * the question bank's events): the admins' review list. `content_review_lesson` places a note's lesson
 * in its topic. Dates are YYYY-MM-DD text.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE content_review (
      content_id uuid PRIMARY KEY,
      content_type text NOT NULL,
      content_name text NOT NULL,
      topic_id uuid,
      lesson_id uuid,
      status text NOT NULL,
      source_title text,
      source_url text,
      last_reviewed_on text
    );
    CREATE INDEX content_review_due_idx ON content_review (content_type, last_reviewed_on NULLS FIRST, content_name);
    CREATE TABLE content_review_lesson (
      lesson_id uuid PRIMARY KEY,
      topic_id uuid NOT NULL
    );
    CREATE INDEX content_report_open_idx ON content_report (content_id) WHERE status IN ('NEW', 'ACCEPTED');
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP INDEX content_report_open_idx; DROP TABLE content_review_lesson; DROP TABLE content_review`.execute(
    db,
  );
}
