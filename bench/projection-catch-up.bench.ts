/**
 * How fast a projection rebuild catches up, against the database's own limit: a keyset scan of
 * the same events straight from event_store.event, in batches of the same size. In between, the
 * same scan through the event store port (readAll: committed fence, JSON parsing, mapping), so the
 * cost of reading and the cost of applying can be told apart.
 */
import { Pool } from 'pg';
import { sql } from 'kysely';
import { z } from 'zod';
import { EventSchemaRegistry, START, createKysely, defineEvent, newId } from '@notebook/kernel';
import { Database, Projection, ProjectionRunner, waitForProjections } from '@notebook/read-models';
import { BenchContext, BenchRow, timed } from './support/bench';

export const name = 'projection-catch-up';
export const description = 'events/s read or applied from position zero, batches of 500';
export const ratios = [['runner rebuild', 'readAll (port)']] as const;

const EVENT_TYPE = 'BenchCatchUpTicked';
const BATCH_SIZE = 500;
const EVENTS_PER_APPEND = 100;
const STREAMS = 200;
const GROUP = 'catch-up from zero';
/** The bench's event declared as the application declares its own: the runner reads through the schemas. */
const EVENT_SCHEMAS = new EventSchemaRegistry([
  defineEvent(EVENT_TYPE, z.strictObject({ n: z.number().int(), title: z.string(), body: z.string() })),
]);

export async function run(context: BenchContext): Promise<BenchRow[]> {
  const events = context.scaled(20_000);
  context.log(`appending ${events} events`);
  const head = await appendEvents(context, events);
  await createCounterTable(context.pool);

  await rawScan(context.pool); // warms the cache for every contender alike
  context.log('raw SELECT scan');
  const raw = await timed(() => rawScan(context.pool));
  context.log('readAll through the event store port');
  const port = await timed(() => portScan(context));
  context.log('rebuild through the projection runner');
  const rebuild = await timed(() => runnerRebuild(context, head));

  const row = (subject: string, seconds: number, baseline = false): BenchRow => ({
    group: GROUP,
    subject,
    value: events / seconds,
    unit: 'events/s',
    baseline,
    details: { events, seconds },
  });
  return [row('raw SELECT scan', raw, true), row('readAll (port)', port), row('runner rebuild', rebuild)];
}

async function appendEvents(context: BenchContext, count: number): Promise<string> {
  let position = START;
  for (let first = 0; first < count; first += EVENTS_PER_APPEND) {
    const size = Math.min(EVENTS_PER_APPEND, count - first);
    const stream = `benchCatchUp-${(first / EVENTS_PER_APPEND) % STREAMS}`;
    const batch = Array.from({ length: size }, (_, index) => ({
      eventId: newId(),
      type: EVENT_TYPE,
      data: { n: first + index, title: 'A realistic title for a study note', body: 'x'.repeat(200) },
      metadata: { actorId: newId(), actorType: 'ADMIN', occurredAt: new Date().toISOString() },
    }));
    ({ position } = await context.eventStore.appendToStream(stream, batch, { expectedRevision: 'any' }));
  }
  return position;
}

/**
 * Keyset pagination over the same index and order the adapter reads in, fetching the same columns.
 * The ORDER BY names are qualified: a bare `transaction_id` would mean the text alias and sort by it.
 */
async function rawScan(pool: Pool): Promise<void> {
  let after = { transactionId: '0', position: '0' };
  for (;;) {
    const { rows } = await pool.query<{ transaction_id: string; global_position: string }>(
      `SELECT global_position, transaction_id::text AS transaction_id, stream_name, stream_revision,
              event_id, event_type, schema_version, data, metadata, created_at
       FROM event_store.event
       WHERE event_type = $1 AND (transaction_id, global_position) > ($2::text::xid8, $3::bigint)
       ORDER BY event.transaction_id, event.global_position LIMIT $4`,
      [EVENT_TYPE, after.transactionId, after.position, BATCH_SIZE],
    );
    const last = rows.at(-1);
    if (!last || rows.length < BATCH_SIZE) return;
    after = { transactionId: last.transaction_id, position: last.global_position };
  }
}

async function portScan(context: BenchContext): Promise<void> {
  let position = START;
  for (;;) {
    const batch = await context.eventStore.readAll(position, BATCH_SIZE, { eventTypes: [EVENT_TYPE] });
    if (batch.length === 0) return;
    position = batch.at(-1)!.position;
    if (batch.length < BATCH_SIZE) return;
  }
}

/** From a fresh start to the swap: copy tables, apply every batch with its checkpoint, swap in. */
async function runnerRebuild(context: BenchContext, head: string): Promise<void> {
  const db = createKysely<Database>(context.pool); // not destroyed: that would end the shared pool
  const projection = counterProjection();
  const runner = new ProjectionRunner({
    db,
    pool: context.pool,
    eventStore: context.eventStore,
    eventSchemas: EVENT_SCHEMAS,
    projections: [projection],
    batchSize: BATCH_SIZE,
    logger: { info: () => undefined, warn: console.warn, error: console.error },
  });
  runner.start();
  try {
    const caughtUp = await waitForProjections(db, {
      position: head,
      eventTypes: [EVENT_TYPE],
      projections: [projection],
      timeoutMs: 600_000,
    });
    if (!caughtUp) throw new Error('The projection did not catch up within 10 minutes');
  } finally {
    await runner.stop();
  }
}

async function createCounterTable(pool: Pool): Promise<void> {
  await pool.query(`
    CREATE TABLE IF NOT EXISTS bench_catch_up_counter (
      stream_name text NOT NULL,
      ticks integer NOT NULL,
      last_n integer NOT NULL,
      CONSTRAINT bench_catch_up_counter_pkey PRIMARY KEY (stream_name)
    )`);
}

/** A typical projection: one set-based upsert per batch. */
function counterProjection(): Projection {
  return {
    name: 'bench-catch-up',
    version: 1,
    canHandle: [EVENT_TYPE],
    tables: ['bench_catch_up_counter'],
    async handle(events, trx) {
      await sql`
        INSERT INTO bench_catch_up_counter (stream_name, ticks, last_n)
        SELECT stream_name, count(*), max(n)
        FROM unnest(${events.map((event) => event.streamName)}::text[], ${events.map((event) => (event.data as { n: number }).n)}::int[])
             AS e(stream_name, n)
        GROUP BY stream_name
        ON CONFLICT ON CONSTRAINT bench_catch_up_counter_pkey
        DO UPDATE SET ticks = bench_catch_up_counter.ticks + excluded.ticks, last_n = excluded.last_n
      `.execute(trx);
    },
  };
}
