/**
 * Race tests for the committed fence (ARCHITECTURE.md section 3, "The hard part"). Separate
 * connections force the interleavings a busy server produces by chance: transaction ids and
 * sequence values taken in one order, commits (or rollbacks) in another. `naiveReadAll` is the
 * reader that trusts `global_position > checkpoint`; test (a) shows it losing an event the adapter
 * delivers, so these tests would catch an adapter that read that way.
 */
import { Client, Pool } from 'pg';
import { POSTGRES_ADMIN_URL } from '../../../../test/support/databases';
import { createTestDatabase, TestDatabase } from '../../../../test/support/test-database';
import { Position, RecordedEvent, START, parsePosition } from './event-store';
import { collect, newCategory, newEvent, newStream, pause, waitUntil } from './event-store.contract';
import { PostgresEventStore } from './postgres-event-store';

const SOAK_WRITERS = 8;
const SOAK_APPENDS_PER_WRITER = 500;
const SOAK_STREAMS_PER_WRITER = 4;
const POLL_INTERVAL_MS = 200;

let database: TestDatabase;
let store: PostgresEventStore;

beforeAll(async () => {
  database = await createTestDatabase({ poolSize: SOAK_WRITERS + 4, pollIntervalMs: POLL_INTERVAL_MS });
  store = database.eventStore;
});
afterAll(() => database.drop());

test('(a) a slow transaction that took its position first is never skipped', async () => {
  const category = newCategory();
  const naive = new NaiveReader(database.pool, category);
  const reader = new CheckpointReader(store, category);

  const slow = await SlowTransaction.begin(database.url, category);
  try {
    const fastEvent = newEvent('Fast');
    const fast = await store.appendToStream(newStream(category), [fastEvent], { expectedRevision: 'no_stream' });
    const { major: fastTransactionId, minor: fastGlobalPosition } = parsePosition(fast.position);
    expect(slow.transactionId).toBeLessThan(fastTransactionId);
    expect(slow.globalPosition).toBeLessThan(fastGlobalPosition);

    expect(idsOf(await naive.read())).toEqual([fastEvent.eventId]);
    expect(await reader.read()).toEqual([]);

    await slow.commit();

    expect(await naive.read()).toEqual([]);
    expect(idsOf(naive.seen)).toEqual([fastEvent.eventId]);
    await reader.readUntil(2);
    expect(idsOf(reader.seen)).toEqual([slow.eventId, fastEvent.eventId]);
    expect(reader.seen[1]!.position).toBe(fast.position);
    expect(await reader.read()).toEqual([]);
  } finally {
    await slow.close();
  }
});

test('(b) slow transactions committing in reverse order are all read once, in log order', async () => {
  const category = newCategory();
  const naive = new NaiveReader(database.pool, category);
  const reader = new CheckpointReader(store, category);
  const subscriber = collect(store, { from: await store.headPosition(), filter: { categories: [category] } });
  const slow: SlowTransaction[] = [];
  try {
    for (let n = 0; n < 4; n += 1) slow.push(await SlowTransaction.begin(database.url, category));

    for (const transaction of [...slow].reverse()) {
      await transaction.commit();
      await naive.read();
      // The oldest transaction is still open until the last commit: nothing may be read past it.
      if (transaction !== slow[0]) expect(await reader.read()).toEqual([]);
    }

    await reader.readUntil(slow.length);
    await subscriber.waitForCount(slow.length);
    const inBeginOrder = slow.map((transaction) => transaction.eventId);
    expect(idsOf(reader.seen)).toEqual(inBeginOrder);
    expect(idsOf(subscriber.events)).toEqual(inBeginOrder);
    expect(idsOf(naive.seen)).toEqual([slow[slow.length - 1]!.eventId]);
  } finally {
    await Promise.all(slow.map((transaction) => transaction.close()));
    await subscriber.subscription.stop();
  }
});

test('(c) rolled-back positions leave gaps that neither stall nor confuse the reader', async () => {
  const category = newCategory();
  const reader = new CheckpointReader(store, category);
  const rolledBackOldest = await SlowTransaction.begin(database.url, category);
  const committedSlow = await SlowTransaction.begin(database.url, category);
  const rolledBackYoungest = await SlowTransaction.begin(database.url, category);
  try {
    const first = await appendOne(category);
    await rolledBackOldest.rollback();
    expect(await reader.read()).toEqual([]);

    await committedSlow.commit();
    await rolledBackYoungest.rollback();
    await expect(appendReusingEventId(category, first.eventId)).rejects.toThrow();
    const second = await appendOne(category);

    await reader.readUntil(3);
    expect(idsOf(reader.seen)).toEqual([committedSlow.eventId, first.eventId, second.eventId]);
    expect(await reader.read()).toEqual([]);
    const [slowPosition, firstPosition, secondPosition] = reader.seen.map(
      (event) => parsePosition(event.position).minor,
    );
    expect(firstPosition! - slowPosition!).toBeGreaterThan(1n);
    expect(secondPosition! - firstPosition!).toBeGreaterThan(1n);
  } finally {
    await Promise.all([rolledBackOldest, committedSlow, rolledBackYoungest].map((transaction) => transaction.close()));
  }
});

test("(d) a filtered subscription that skips unwanted events still gets an older transaction's event", async () => {
  const category = newCategory();
  const wanted = `Wanted${category}`;
  const subscriber = collect(store, { from: START, filter: { eventTypes: [wanted] } });
  for (let n = 0; n < 5; n += 1) await appendOne(category, 'Unwanted');
  const slow = await SlowTransaction.begin(database.url, category, wanted);
  try {
    for (let n = 0; n < 5; n += 1) await appendOne(category, 'Unwanted');
    const fast = await appendOne(category, wanted);
    // Let the subscriber poll and be woken a few times while the slow transaction is open.
    await pause(3 * POLL_INTERVAL_MS);
    expect(subscriber.events).toEqual([]);

    await slow.commit();

    await subscriber.waitForCount(2);
    expect(idsOf(subscriber.events)).toEqual([slow.eventId, fast.eventId]);
  } finally {
    await slow.close();
    await subscriber.subscription.stop();
  }
});

test('(f) a long transaction that never writes to the event store holds no reader back: another database, another table', async () => {
  const category = newCategory();
  const reader = new CheckpointReader(store, category);
  const subscriber = collect(store, { from: await store.headPosition(), filter: { categories: [category] } });
  await database.pool.query('CREATE TABLE IF NOT EXISTS unrelated_work (n int)');
  const elsewhere = await OpenTransaction.begin(POSTGRES_ADMIN_URL, 'SELECT pg_current_xact_id()');
  const besideUs = await OpenTransaction.begin(database.url, 'INSERT INTO unrelated_work VALUES (1)');
  try {
    // The server-wide xmin, the fence before issue 30, stands behind both: a reader trusting it would wait for them.
    const { rows } = await database.pool.query<{ xmin: string }>(
      'SELECT pg_snapshot_xmin(pg_current_snapshot())::text AS xmin',
    );
    expect(BigInt(rows[0]!.xmin)).toBeLessThanOrEqual(elsewhere.transactionId);

    const appended = [await appendOne(category), await appendOne(category)];
    await reader.readUntil(2, 3_000);
    await subscriber.waitForCount(2, 3_000);
    expect(idsOf(reader.seen)).toEqual(appended.map((append) => append.eventId));
    expect(idsOf(subscriber.events)).toEqual(appended.map((append) => append.eventId));
    expect((await store.headPosition()) >= appended[1]!.position).toBe(true);
  } finally {
    await Promise.all([elsewhere.close(), besideUs.close()]);
    await subscriber.subscription.stop();
  }
});

test(`(e) soak: ${SOAK_WRITERS} writers x ${SOAK_APPENDS_PER_WRITER} appends, a live subscriber sees each event once, streams in order`, async () => {
  const category = newCategory();
  const subscriber = collect(store, { from: await store.headPosition(), filter: { categories: [category] } });
  try {
    const written = (await Promise.all(Array.from({ length: SOAK_WRITERS }, () => soakWriter(category)))).flat();

    await subscriber.waitForCount(written.length, 120_000);
    const delivered = subscriber.events;
    expect(delivered).toHaveLength(written.length);
    expect(new Set(idsOf(delivered))).toEqual(new Set(written));
    expect(delivered.map((event) => event.position)).toEqual(delivered.map((event) => event.position).sort());
    expectEachStreamInRevisionOrder(delivered);
    expect(subscriber.errors).toEqual([]);
  } finally {
    await subscriber.subscription.stop();
  }
}, 180_000);

/** Appends to its own streams with exact expected revisions; now and then an append fails and rolls back. */
async function soakWriter(category: string): Promise<string[]> {
  const streams = Array.from({ length: SOAK_STREAMS_PER_WRITER }, () => newStream(category));
  const revisions = new Map<string, bigint | 'no_stream'>(streams.map((stream) => [stream, 'no_stream']));
  const written: string[] = [];
  for (let n = 0; n < SOAK_APPENDS_PER_WRITER; n += 1) {
    const stream = streams[n % streams.length]!;
    const event = newEvent('Soaked', { n });
    const result = await store.appendToStream(stream, [event], { expectedRevision: revisions.get(stream)! });
    revisions.set(stream, result.nextExpectedRevision);
    written.push(event.eventId);
    if (n % 50 === 0) await appendReusingEventId(category, event.eventId).catch(() => undefined);
  }
  return written;
}

function expectEachStreamInRevisionOrder(events: RecordedEvent[]): void {
  const byStream = new Map<string, bigint[]>();
  for (const event of events)
    byStream.set(event.streamName, [...(byStream.get(event.streamName) ?? []), event.revision]);
  for (const revisions of byStream.values()) {
    expect(revisions).toEqual(revisions.map((_, index) => BigInt(index)));
  }
}

// ---- the readers ----

/** Reads the whole log the way a projection does: after its checkpoint, through the adapter. */
class CheckpointReader {
  readonly seen: RecordedEvent[] = [];
  private checkpoint: Position = START;

  constructor(
    private readonly eventStore: PostgresEventStore,
    private readonly category: string,
  ) {}

  async read(): Promise<RecordedEvent[]> {
    const page = await this.eventStore.readAll(this.checkpoint, 1000, { categories: [this.category] });
    this.seen.push(...page);
    if (page.length > 0) this.checkpoint = page[page.length - 1]!.position;
    return page;
  }

  /** Reads until `count` events have come through the committed fence. */
  async readUntil(count: number, boundMs?: number): Promise<void> {
    await waitUntil(
      async () => {
        await this.read();
        return this.seen.length >= count;
      },
      `${count} events through the committed fence`,
      boundMs,
    );
  }
}

type NaiveRow = { global_position: string; event_id: string };

/** The reader the fence exists to replace: it trusts that positions commit in order. */
async function naiveReadAll(pool: Pool, after: bigint, category: string): Promise<NaiveRow[]> {
  const { rows } = await pool.query<NaiveRow>(
    `SELECT global_position, event_id FROM event_store.event
     WHERE global_position > $1 AND category = $2 ORDER BY global_position`,
    [after.toString(), category],
  );
  return rows;
}

class NaiveReader {
  readonly seen: NaiveRow[] = [];
  private checkpoint = 0n;

  constructor(
    private readonly pool: Pool,
    private readonly category: string,
  ) {}

  async read(): Promise<NaiveRow[]> {
    const rows = await naiveReadAll(this.pool, this.checkpoint, this.category);
    this.seen.push(...rows);
    if (rows.length > 0) this.checkpoint = BigInt(rows[rows.length - 1]!.global_position);
    return rows;
  }
}

// ---- the writers ----

/**
 * An append held open on its own connection: it has taken its transaction id and sequence value
 * (the INSERT does both) and commits or rolls back when the test says.
 */
class SlowTransaction {
  private constructor(
    private readonly client: Client,
    readonly eventId: string,
    readonly transactionId: bigint,
    readonly globalPosition: bigint,
  ) {}

  static async begin(url: string, category: string, type = 'Slow'): Promise<SlowTransaction> {
    const client = new Client({ connectionString: url });
    await client.connect();
    const event = newEvent(type);
    await client.query('BEGIN');
    const { rows } = await client.query<{ transaction_id: string; global_position: string }>(
      `INSERT INTO event_store.event (stream_name, category, stream_revision, event_id, event_type, data)
       VALUES ($1, $2, 0, $3, $4, '{}') RETURNING transaction_id::text AS transaction_id, global_position`,
      [newStream(category), category, event.eventId, type],
    );
    const row = rows[0]!;
    return new SlowTransaction(client, event.eventId, BigInt(row.transaction_id), BigInt(row.global_position));
  }

  async commit(): Promise<void> {
    await this.client.query('COMMIT');
  }

  async rollback(): Promise<void> {
    await this.client.query('ROLLBACK');
  }

  async close(): Promise<void> {
    await this.client.end().catch(() => undefined);
  }
}

async function appendOne(category: string, type = 'Committed'): Promise<{ eventId: string; position: Position }> {
  const event = newEvent(type);
  const result = await store.appendToStream(newStream(category), [event], { expectedRevision: 'no_stream' });
  return { eventId: event.eventId, position: result.position };
}

/** Fails after taking a sequence value: the event id is already stored in another stream. */
async function appendReusingEventId(category: string, eventId: string): Promise<void> {
  await store.appendToStream(newStream(category), [{ ...newEvent('Duplicate'), eventId }], {
    expectedRevision: 'no_stream',
  });
}

function idsOf(events: ReadonlyArray<{ eventId: string } | { event_id: string }>): string[] {
  return events.map((event) => ('eventId' in event ? event.eventId : event.event_id));
}

/** A transaction that has taken a transaction id without touching the event store, held open until closed. */
class OpenTransaction {
  private constructor(
    private readonly client: Client,
    readonly transactionId: bigint,
  ) {}

  static async begin(url: string, firstWrite: string): Promise<OpenTransaction> {
    const client = new Client({ connectionString: url });
    await client.connect();
    await client.query('BEGIN');
    await client.query(firstWrite);
    const { rows } = await client.query<{ id: string }>('SELECT pg_current_xact_id()::text AS id');
    return new OpenTransaction(client, BigInt(rows[0]!.id));
  }

  async close(): Promise<void> {
    await this.client.query('ROLLBACK').catch(() => undefined);
    await this.client.end().catch(() => undefined);
  }
}
