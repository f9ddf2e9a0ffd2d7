/**
 * DDL of the PostgreSQL event store (ARCHITECTURE.md section 3). Kept as plain SQL so the read-model
 * migrator can run it as its first migration.
 */
export const EVENT_STORE_NOTIFY_CHANNEL = 'event_store_appended';

export const createEventStoreSchemaSql = `
CREATE SCHEMA IF NOT EXISTS event_store;

CREATE TABLE event_store.stream (
  stream_name text PRIMARY KEY,
  category text NOT NULL,
  revision bigint NOT NULL CONSTRAINT stream_revision_not_negative CHECK (revision >= 0)
);

CREATE SEQUENCE event_store.event_global_position_seq AS bigint;

CREATE TABLE event_store.event (
  global_position bigint NOT NULL DEFAULT nextval('event_store.event_global_position_seq'),
  transaction_id xid8 NOT NULL DEFAULT pg_current_xact_id(),
  stream_name text NOT NULL,
  category text NOT NULL,
  stream_revision bigint NOT NULL,
  event_id uuid NOT NULL,
  event_type text NOT NULL,
  schema_version integer NOT NULL DEFAULT 1,
  data jsonb NOT NULL,
  metadata jsonb NOT NULL DEFAULT '{}'::jsonb,
  created_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT event_pkey PRIMARY KEY (stream_name, stream_revision),
  CONSTRAINT event_event_id_key UNIQUE (event_id)
);

ALTER SEQUENCE event_store.event_global_position_seq OWNED BY event_store.event.global_position;

CREATE INDEX event_transaction_position_idx ON event_store.event (transaction_id, global_position);
CREATE INDEX event_type_transaction_position_idx ON event_store.event (event_type, transaction_id, global_position);
`;

export const dropEventStoreSchemaSql = `DROP SCHEMA IF EXISTS event_store CASCADE;`;
