import { Kysely, sql } from 'kysely';

/**
 * Notifications (projection `notifications`): each notification as composed, each reader's copy of a
 * sent one, and the audience (readers with their groups, the groups there are) the fan-out reads.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE notification (
      notification_id uuid PRIMARY KEY,
      status text NOT NULL,
      send_at timestamptz,
      sent_at timestamptz,
      document jsonb NOT NULL,
      created_at timestamptz NOT NULL,
      updated_at timestamptz NOT NULL
    );
    CREATE INDEX notification_created_at ON notification (created_at DESC);
    CREATE TABLE notification_reader (
      notification_reader_id uuid PRIMARY KEY,
      notification_id uuid NOT NULL,
      reader_id uuid NOT NULL,
      status text NOT NULL,
      sent_at timestamptz NOT NULL,
      read_at timestamptz
    );
    CREATE INDEX notification_reader_by_reader ON notification_reader (reader_id, sent_at DESC, notification_id DESC);
    CREATE INDEX notification_reader_by_notification ON notification_reader (notification_id);
    CREATE TABLE notification_audience (
      reader_id uuid PRIMARY KEY,
      reader_group_ids uuid[] NOT NULL,
      active boolean NOT NULL
    );
    CREATE TABLE notification_reader_group (
      reader_group_id uuid PRIMARY KEY
    );
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    DROP TABLE notification_reader_group;
    DROP TABLE notification_audience;
    DROP TABLE notification_reader;
    DROP TABLE notification;
  `.execute(db);
}
