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

/**
 * The committed fence (docs/event-store.md): every event whose transaction id is below it was written
 * by a transaction that has finished, so a statement that starts after this one returns sees all of
 * them. It depends only on transactions that write to `event_store.stream` or `event_store.event` in
 * this database: a long transaction elsewhere (another table, another database) holds no reader back.
 *
 * Why it is sound: a writer takes its RowExclusiveLock on these tables when its first statement
 * touching them starts, before that statement gives it a transaction id (the store opens its own
 * transactions, so an append is always its transaction's first write), and keeps the lock to its end.
 * The fence is the least of this statement's snapshot xmax (ids given out later are larger) and the
 * id of each writer still running when `pg_locks` is read, which is after that snapshot was taken.
 * It never moves back: a writer running at a later call with a smaller id would have held its lock
 * at this one. Use it in a later statement, never in the one that computes it: a writer may commit
 * between this statement's snapshot and its read of `pg_locks`. `pg_locks` gives 32-bit ids; they
 * are widened next to the snapshot's xmax.
 */
export const committedFenceFunctionSql = `
CREATE OR REPLACE FUNCTION event_store.committed_fence() RETURNS xid8 LANGUAGE sql VOLATILE AS $fence$
  WITH taken AS (
    SELECT pg_snapshot_xmax(pg_current_snapshot())::text::numeric AS xmax
  ),
  locks AS MATERIALIZED (
    SELECT locktype, database, relation, transactionid, virtualtransaction, mode FROM pg_locks WHERE granted
  ),
  writing AS (
    SELECT DISTINCT virtualtransaction FROM locks
    WHERE locktype = 'relation' AND mode = 'RowExclusiveLock'
      AND database = (SELECT oid FROM pg_database WHERE datname = current_database())
      AND relation IN ('event_store.event'::regclass::oid, 'event_store.stream'::regclass::oid)
  ),
  candidates AS (
    SELECT xmax AS xid FROM taken
    UNION ALL
    SELECT taken.xmax + (((locks.transactionid::text::numeric - taken.xmax) % 4294967296 + 6442450944) % 4294967296
                         - 2147483648)
    FROM locks JOIN writing USING (virtualtransaction), taken
    WHERE locks.locktype = 'transactionid' AND locks.mode = 'ExclusiveLock'
  )
  SELECT min(xid)::text::xid8 FROM candidates
$fence$;
`;

export const dropCommittedFenceFunctionSql = `DROP FUNCTION IF EXISTS event_store.committed_fence();`;
