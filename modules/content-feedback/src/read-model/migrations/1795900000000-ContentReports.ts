import { Kysely, sql } from 'kysely';

/** Error reports on content (projection `content-reports`): the admins' queue, newest first, and each reader's own. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE content_report (
      content_report_id uuid PRIMARY KEY,
      reader_id uuid NOT NULL,
      content_type text NOT NULL,
      content_id uuid NOT NULL,
      content_name text NOT NULL,
      topic_id uuid NOT NULL,
      lesson_id uuid,
      reason text NOT NULL,
      text text NOT NULL,
      status text NOT NULL,
      reply text,
      reported_at timestamptz NOT NULL,
      answered_at timestamptz,
      answered_by text
    );
    CREATE INDEX content_report_queue ON content_report (reported_at DESC, content_report_id DESC);
    CREATE INDEX content_report_reader ON content_report (reader_id, reported_at DESC);
    CREATE INDEX content_report_open ON content_report (reader_id, content_type, content_id) WHERE status IN ('NEW', 'ACCEPTED');
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE content_report;`.execute(db);
}
