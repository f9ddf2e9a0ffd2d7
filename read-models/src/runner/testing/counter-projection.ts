import { Kysely, sql } from 'kysely';
import type { EventStore, Position, RecordedEvent } from '@notebook/kernel';
import type { Database } from '../../database';
import type { Projection } from '../projection';

/**
 * A small projection for the runner's tests: per stream, how many `Ticked` events it saw. It adds
 * rather than overwrites, so applying a batch twice shows. Its primary key has a name of its own,
 * used in ON CONFLICT, so a rebuild must carry constraint names over to the shadow copy.
 */
export const COUNTER_TABLES = ['test_counter', 'test_counter_total'] as const;

export type CounterOptions = {
  name?: string;
  version?: number;
  /** Milliseconds each batch sleeps in the database, to make a rebuild last long enough to observe. */
  batchDelayMs?: number;
  /** Throws on an event with `data.poison` while this returns true. */
  failOnPoison?: () => boolean;
};

export async function createCounterTables(db: Kysely<Database>): Promise<void> {
  await sql`
    CREATE TABLE test_counter (
      stream_name text NOT NULL,
      ticks integer NOT NULL,
      last_n integer NOT NULL,
      built_by_version integer NOT NULL,
      CONSTRAINT test_counter_by_stream PRIMARY KEY (stream_name)
    );
    CREATE INDEX test_counter_ticks_idx ON test_counter (ticks);
    CREATE TABLE test_counter_total (
      id integer NOT NULL CONSTRAINT test_counter_total_single CHECK (id = 1),
      total integer NOT NULL,
      CONSTRAINT test_counter_total_pkey PRIMARY KEY (id)
    );
  `.execute(db);
}

export function counterProjection(options: CounterOptions = {}): Projection {
  const version = options.version ?? 1;
  return {
    name: options.name ?? 'test-counter',
    version,
    canHandle: ['Ticked'],
    tables: COUNTER_TABLES,
    async handle(events: readonly RecordedEvent[], trx) {
      for (const event of events) {
        if (options.failOnPoison?.() && (event.data as { poison?: boolean }).poison) {
          throw new Error(`Poisoned event ${event.eventId}`);
        }
        await sql`
          INSERT INTO test_counter (stream_name, ticks, last_n, built_by_version)
          VALUES (${event.streamName}, 1, ${(event.data as { n: number }).n}, ${version})
          ON CONFLICT ON CONSTRAINT test_counter_by_stream
          DO UPDATE SET ticks = test_counter.ticks + 1, last_n = excluded.last_n, built_by_version = excluded.built_by_version
        `.execute(trx);
      }
      await sql`
        INSERT INTO test_counter_total (id, total) VALUES (1, ${events.length})
        ON CONFLICT (id) DO UPDATE SET total = test_counter_total.total + excluded.total
      `.execute(trx);
      if (options.batchDelayMs) await sql`SELECT pg_sleep(${options.batchDelayMs / 1000})`.execute(trx);
    },
  };
}

/** Appends `count` Ticked events numbered from `from`, `perAppend` to an append, over `streams` streams. */
export async function appendTicks(
  eventStore: EventStore,
  count: number,
  options: { streams?: number; from?: number; perAppend?: number } = {},
): Promise<Position> {
  const first = options.from ?? 0;
  const perAppend = options.perAppend ?? 1;
  let position: Position = '';
  for (let start = first, chunk = 0; start < first + count; start += perAppend, chunk += 1) {
    const numbers = Array.from({ length: Math.min(perAppend, first + count - start) }, (_, index) => start + index);
    const stream = `ticker-${chunk % (options.streams ?? 10)}`;
    const events = numbers.map((n) => ({ type: 'Ticked', data: { n } }));
    ({ position } = await eventStore.appendToStream(stream, events, { expectedRevision: 'any' }));
  }
  return position;
}

/** A table's rows in a stable order, to compare a schema's copy with another's. */
export async function tableRows(db: Kysely<Database>, schema: string, table: string): Promise<unknown[]> {
  const { rows } = await sql`SELECT * FROM ${sql.id(schema, table)} ORDER BY 1`.execute(db);
  return rows;
}
