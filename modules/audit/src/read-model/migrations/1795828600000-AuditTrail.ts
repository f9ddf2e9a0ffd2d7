import { Kysely, sql } from 'kysely';

/**
 * The audit trail (projection `audit-trail`): one entry per audited event, each entity's last known
 * fields (what the next event is diffed against) and each actor's current name.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE audit_entry (
      event_id uuid PRIMARY KEY,
      log_position text NOT NULL,
      occurred_at timestamptz NOT NULL,
      actor_id text NOT NULL,
      actor_type text NOT NULL,
      category text NOT NULL,
      sub_category text NOT NULL,
      entity_id text NOT NULL,
      changes jsonb NOT NULL
    );
    CREATE INDEX audit_entry_newest ON audit_entry (occurred_at DESC, log_position DESC);
    CREATE INDEX audit_entry_category ON audit_entry (category, occurred_at DESC);
    CREATE INDEX audit_entry_actor ON audit_entry (actor_id, occurred_at DESC);
    CREATE INDEX audit_entry_entity ON audit_entry (entity_id, occurred_at DESC);
    CREATE TABLE audit_entity (
      stream_name text PRIMARY KEY,
      category text NOT NULL,
      fields jsonb NOT NULL
    );
    CREATE TABLE audit_actor (
      actor_id text PRIMARY KEY,
      actor_type text NOT NULL,
      actor_name text NOT NULL
    );
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE audit_actor; DROP TABLE audit_entity; DROP TABLE audit_entry;`.execute(db);
}
