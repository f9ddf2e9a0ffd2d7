/**
 * Append throughput of our PostgreSQL event store, side by side with what the database gives one
 * commit per append (a bare single-row INSERT and its COMMIT, no constraints: the baseline), with
 * emmett's PostgreSQL event store doing the same appends, and, for scale, the table's own limit
 * (batched INSERTs of 200 rows). Each writer appends one event at a time to its own streams with the
 * exact expected revision, the way command handlers write. Our store commits concurrent appends
 * together (group commit), which is how it can pass the one-commit-per-append baseline.
 */
import { Pool, type PoolClient } from 'pg';
import { STREAM_DOES_NOT_EXIST, type Event } from '@event-driven-io/emmett';
import {
  getPostgreSQLEventStore,
  type PostgresEventStore as EmmettEventStore,
} from '@event-driven-io/emmett-postgresql';
import { ExpectedRevision, newId } from '@notebook/kernel';
import { BenchContext, BenchRow, concurrently, timed } from './support/bench';

export const name = 'event-store-append';
export const description = 'events/s appended one event per append, exact expected revisions';
export const ratios = [
  ['ours', 'bare INSERT+COMMIT'],
  ['ours', 'emmett'],
] as const;

const BARE = 'bare INSERT+COMMIT';
const BATCHED = 'batched INSERT (table limit)';
const STREAMS_PER_WRITER = 4;
const BARE_BATCH_SIZE = 200;
const WARM_UP_APPENDS = 50;

/** Each subject is measured this many times, interleaved with the others; the median counts. */
const ROUNDS = 3;

/** Events per writer at BENCH_SCALE=1: a few seconds per measurement, well under a minute in all. */
const SIZES = [
  { writers: 1, appendsPerWriter: 2_000, batchedRowsPerWriter: 40_000 },
  { writers: 16, appendsPerWriter: 400, batchedRowsPerWriter: 5_000 },
  { writers: 64, appendsPerWriter: 150, batchedRowsPerWriter: 1_250 },
];

type BenchEvent = { eventId: string; type: string; data: Record<string, unknown>; metadata: Record<string, unknown> };

/** Appends `count` single-event appends for one writer; returns nothing, throws on any failure. */
type Writer = (writer: number, count: number) => Promise<void>;

export async function run(context: BenchContext): Promise<BenchRow[]> {
  await createBareTable(context.pool);
  const rows: BenchRow[] = [];
  for (const size of SIZES) rows.push(...(await measureSize(context, size)));
  return rows;
}

/**
 * One connection per writer for the peers that take one each (bare and emmett run one after the
 * other), opened for this size only and all at once before it starts. The server is shared: a pool
 * that runs out of connections half way ("too many clients") would end the whole run, and one that
 * takes the last free ones makes everyone else's connections fail. A size whose connections cannot
 * be had with some to spare is skipped, saying why.
 */
async function measureSize(context: BenchContext, size: (typeof SIZES)[number]): Promise<BenchRow[]> {
  const group = `${size.writers} writer${size.writers === 1 ? '' : 's'}`;
  // Kept open between rounds: a connection that idled out might not be had again.
  const peerPool = new Pool({ connectionString: context.url, max: size.writers + 1, idleTimeoutMillis: 0 });
  peerPool.on('error', () => undefined);
  const emmett = getPostgreSQLEventStore(context.url, { connectionOptions: { pool: peerPool } });
  try {
    const shortage = await openConnections(peerPool, size.writers + 1);
    if (shortage) {
      context.log(`${group} skipped: ${shortage}`);
      return [];
    }
    const appends = context.scaled(size.appendsPerWriter);
    const subjects: Subject[] = [
      { name: BARE, perWriter: appends, write: bareCommits(peerPool), baseline: true },
      { name: 'ours', perWriter: appends, write: ourAppends(context) },
      { name: 'emmett', perWriter: appends, write: emmettAppends(emmett) },
      { name: BATCHED, perWriter: context.scaled(size.batchedRowsPerWriter), write: batchedInserts(peerPool) },
    ];
    context.log(
      `${group}: ${subjects.map((subject) => `${subject.name} ${size.writers} x ${subject.perWriter}`).join(', ')}`,
    );
    return await measureInRounds(group, size.writers, subjects);
  } finally {
    await emmett.close();
    await peerPool.end().catch(() => undefined);
  }
}

/** Connections left free for the server's other clients after a size has opened its own. */
const SPARE_CONNECTIONS = 20;
const CONNECT_PATIENCE_MS = 60_000;

/** Opens `count` connections of the pool (left idle in it); null once done, else why it could not. */
async function openConnections(pool: Pool, count: number): Promise<string | null> {
  const giveUpAt = Date.now() + CONNECT_PATIENCE_MS;
  let free = await freeConnections(pool);
  while (free - count < SPARE_CONNECTIONS) {
    if (Date.now() > giveUpAt) {
      return `it needs ${count} connections and the server had ${free} free for 60 s (${SPARE_CONNECTIONS} are left to its other clients)`;
    }
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    free = await freeConnections(pool);
  }
  const clients: PoolClient[] = [];
  try {
    while (clients.length < count) clients.push(await pool.connect());
    return null;
  } catch (error) {
    return `${clients.length} of the ${count} connections it needs could be opened (${(error as Error).message})`;
  } finally {
    for (const client of clients) client.release();
  }
}

/** Connections the server would still accept now (none when it refuses this question's own). */
async function freeConnections(pool: Pool): Promise<number> {
  try {
    const { rows } = await pool.query<{ free: number }>(
      `SELECT current_setting('max_connections')::int - current_setting('superuser_reserved_connections')::int
              - (SELECT count(*) FROM pg_stat_activity WHERE backend_type = 'client backend')::int AS free`,
    );
    return rows[0]!.free;
  } catch {
    return 0;
  }
}

type Subject = { name: string; perWriter: number; write: Writer; baseline?: boolean };

/** Rounds interleave the subjects so that a noisy moment on the machine hurts them alike. */
async function measureInRounds(group: string, writers: number, subjects: Subject[]): Promise<BenchRow[]> {
  for (const subject of subjects) await concurrently(writers, (writer) => subject.write(writer, WARM_UP_APPENDS));
  const seconds = new Map<Subject, number[]>(subjects.map((subject) => [subject, []]));
  for (let round = 0; round < ROUNDS; round += 1) {
    for (const subject of subjects) {
      seconds
        .get(subject)!
        .push(await timed(() => concurrently(writers, (writer) => subject.write(writer, subject.perWriter))));
    }
  }
  return subjects.map((subject) => {
    const events = writers * subject.perWriter;
    const rates = seconds.get(subject)!.map((taken) => events / taken);
    return {
      group,
      subject: subject.name,
      value: median(rates),
      unit: 'events/s',
      baseline: subject.baseline ?? false,
      details: {
        'events/round': events,
        rounds: ROUNDS,
        'min events/s': Math.min(...rates),
        'max events/s': Math.max(...rates),
      },
    };
  });
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

function benchEvent(n: number): BenchEvent {
  return {
    eventId: newId(),
    type: 'BenchAppended',
    data: { n, title: 'A realistic title for a study note', body: 'x'.repeat(200) },
    metadata: { actorId: newId(), actorType: 'ADMIN', correlationId: newId(), occurredAt: new Date().toISOString() },
  };
}

/** One writer's streams: a fresh set per call, each remembering its expected revision. */
function writerStreams<Revision>(prefix: string, first: Revision): Array<{ name: string; revision: Revision }> {
  return Array.from({ length: STREAMS_PER_WRITER }, () => ({ name: `${prefix}-${newId()}`, revision: first }));
}

function ourAppends(context: BenchContext): Writer {
  return async (_writer, count) => {
    const streams = writerStreams<ExpectedRevision>('benchAppend', 'no_stream');
    for (let n = 0; n < count; n += 1) {
      const stream = streams[n % streams.length]!;
      const result = await context.eventStore.appendToStream(stream.name, [benchEvent(n)], {
        expectedRevision: stream.revision,
      });
      stream.revision = result.nextExpectedRevision;
    }
  };
}

function emmettAppends(emmett: EmmettEventStore): Writer {
  return async (_writer, count) => {
    const streams = writerStreams<bigint | typeof STREAM_DOES_NOT_EXIST>('benchEmmett', STREAM_DOES_NOT_EXIST);
    for (let n = 0; n < count; n += 1) {
      const stream = streams[n % streams.length]!;
      const { eventId, type, data, metadata } = benchEvent(n);
      const event: Event<string, Record<string, unknown>, Record<string, unknown>> = {
        type,
        data,
        metadata: { ...metadata, messageId: eventId },
      };
      const result = await emmett.appendToStream(stream.name, [event], { expectedStreamVersion: stream.revision });
      stream.revision = result.nextExpectedStreamVersion;
    }
  };
}

async function createBareTable(pool: Pool): Promise<void> {
  await pool.query(`
    CREATE TABLE IF NOT EXISTS bench_bare_event (
      global_position bigserial,
      stream_name text NOT NULL,
      stream_revision bigint NOT NULL,
      event_id uuid NOT NULL,
      event_type text NOT NULL,
      data jsonb NOT NULL,
      metadata jsonb NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now()
    )`);
}

/** The same row as an append writes, one INSERT and its own commit per append, no constraints or revisions. */
function bareCommits(pool: Pool): Writer {
  return async (_writer, count) => {
    const stream = `benchBare-${newId()}`;
    for (let n = 0; n < count; n += 1) {
      const event = benchEvent(n);
      await pool.query(
        `INSERT INTO bench_bare_event (stream_name, stream_revision, event_id, event_type, data, metadata)
         VALUES ($1, $2, $3, $4, $5, $6)`,
        [stream, n, event.eventId, event.type, JSON.stringify(event.data), JSON.stringify(event.metadata)],
      );
    }
  };
}

/** The same rows, many per INSERT, no constraints: what the table itself can take. */
function batchedInserts(pool: Pool): Writer {
  return async (_writer, count) => {
    const stream = `benchBare-${newId()}`;
    for (let first = 0; first < count; first += BARE_BATCH_SIZE) {
      const events = Array.from({ length: Math.min(BARE_BATCH_SIZE, count - first) }, (_, index) =>
        benchEvent(first + index),
      );
      await pool.query(
        `INSERT INTO bench_bare_event (stream_name, stream_revision, event_id, event_type, data, metadata)
         SELECT $1, e.revision, e.event_id, e.event_type, e.data, e.metadata
         FROM unnest($2::bigint[], $3::uuid[], $4::text[], $5::jsonb[], $6::jsonb[])
              AS e(revision, event_id, event_type, data, metadata)`,
        [
          stream,
          events.map((_, index) => first + index),
          events.map((event) => event.eventId),
          events.map((event) => event.type),
          events.map((event) => JSON.stringify(event.data)),
          events.map((event) => JSON.stringify(event.metadata)),
        ],
      );
    }
  };
}
