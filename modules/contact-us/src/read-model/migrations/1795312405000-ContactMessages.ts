import { Kysely, sql } from 'kysely';

/** Contact Us messages (projection `contact-messages`), newest first for the admins' list. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE contact_message (
      contact_message_id uuid PRIMARY KEY,
      contact_name text NOT NULL,
      email text NOT NULL,
      message text NOT NULL,
      message_status text NOT NULL,
      reader_id uuid,
      received_at timestamptz NOT NULL,
      acknowledged_at timestamptz,
      acknowledged_by text
    );
    CREATE INDEX contact_message_received_at ON contact_message (received_at DESC);
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE contact_message;`.execute(db);
}
