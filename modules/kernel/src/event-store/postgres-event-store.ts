import { Client, Pool, PoolClient } from 'pg';
import { newId } from '../ids/ids';
import {
  AllFilter,
  AppendResult,
  EventStore,
  ExpectedRevision,
  NewEvent,
  Position,
  ReadStreamOptions,
  RecordedEvent,
  SubscribeOptions,
  Subscription,
  START,
  StreamAppend,
  WrongExpectedVersionError,
  assertDistinctStreams,
  comparePositions,
  formatPosition,
  parsePosition,
  streamCategory,
} from './event-store';
import { DeliveryContext } from './delivery-context';
import { EVENT_STORE_NOTIFY_CHANNEL } from './postgres-event-store.schema';
import { GroupCommit, type PendingAppend, appendManyInOneStatement } from './postgres-group-commit';

type EventRow = {
  global_position: string;
  transaction_id: string;
  stream_name: string;
  stream_revision: string;
  event_id: string;
  event_type: string;
  schema_version: number;
  data: unknown;
  metadata: Record<string, unknown>;
  created_at: Date;
};

/** A row of `readPage`: the head, joined with an event of the page or with nulls when it is empty. */
type PageRow = (EventRow | { [Column in keyof EventRow]: null }) & {
  head_transaction_id: string;
  head_global_position: string;
};

const EVENT_COLUMNS = `global_position, transaction_id::text AS transaction_id, stream_name, stream_revision,
  event_id, event_type, schema_version, data, metadata, created_at`;

/**
 * Sequence values are taken in one order and committed in another, so a reader of the whole log
 * reads only below the committed fence (`event_store.committed_fence()`, docs/event-store.md): the
 * oldest transaction that may still be writing to the event store. The fence is read in a statement
 * of its own, before the read that uses it (parameter `$fence`).
 */
const belowFence = (parameter: string) => `event.transaction_id < ${parameter}::text::xid8`;

/** The events of a `readAll` page as a CTE `page`; parameters from `pageParameters`. */
const PAGE_SQL = `WITH page AS (
  SELECT ${EVENT_COLUMNS}, transaction_id AS transaction_key, global_position AS global_position_key
  FROM event_store.event AS event
  WHERE (event.transaction_id, event.global_position) > ($1::text::xid8, $2::bigint)
    AND ${belowFence('$6')}
    AND ($3::text[] IS NULL OR event_type = ANY($3::text[]))
    AND ($4::text[] IS NULL OR category = ANY($4::text[]))
  -- Qualified: a bare name would sort by the text alias above, putting xid 10 before xid 9.
  ORDER BY event.transaction_id, event.global_position
  LIMIT $5
)`;

function pageParameters(from: Position, maxCount: number, filter: AllFilter, fence: string): unknown[] {
  const { major, minor } = parsePosition(from);
  return [major.toString(), minor.toString(), filter.eventTypes ?? null, filter.categories ?? null, maxCount, fence];
}

export type PostgresEventStoreOptions = {
  /** How often a subscription looks for new events when no notification wakes it. */
  pollIntervalMs?: number;
  /** Group commit: the most appends in one transaction, and how many such transactions at once. */
  groupCommit?: { maxBatch: number; maxInFlight: number };
};

export class PostgresEventStore implements EventStore {
  private readonly pollIntervalMs: number;
  private readonly notifier: AppendNotifier;
  private readonly groupCommit: GroupCommit;

  constructor(
    private readonly pool: Pool,
    private readonly connectionString: string,
    options: PostgresEventStoreOptions = {},
  ) {
    this.pollIntervalMs = options.pollIntervalMs ?? 500;
    this.notifier = new AppendNotifier(pool);
    this.groupCommit = new GroupCommit(
      { one: (append) => this.appendAlone(append), many: (appends) => this.appendTogether(appends) },
      options.groupCommit ?? { maxBatch: 100, maxInFlight: 1 },
    );
  }

  async appendToStream(
    streamName: string,
    events: readonly NewEvent[],
    { expectedRevision }: { expectedRevision: ExpectedRevision },
  ): Promise<AppendResult> {
    const prepared = events.map((event) => ({ ...event, eventId: event.eventId ?? newId() }));
    if (prepared.length === 0) return this.emptyAppend(streamName, expectedRevision);
    const result = await this.groupCommit.submit({ streamName, events: prepared, expectedRevision });
    this.notifier.notify(prepared.map((event) => event.type));
    return result;
  }

  private async appendAlone({ streamName, events, expectedRevision }: PendingAppend): Promise<AppendResult> {
    try {
      return await this.appendInOneStatement(this.pool, streamName, events, expectedRevision);
    } catch (error) {
      if (error instanceof WrongExpectedVersionError || isUniqueViolation(error, 'event_event_id_key'))
        return this.earlierAppendOr(streamName, events, error);
      throw error;
    }
  }

  /** Appends to distinct streams in one statement; each whose expectation failed is looked at alone. */
  private async appendTogether(appends: readonly PendingAppend[]): Promise<Array<AppendResult | Error>> {
    const claimed = await appendManyInOneStatement(this.pool, appends);
    return Promise.all(
      appends.map(async (append) => {
        const result = claimed.get(append.streamName);
        if (result) return result;
        const refusal = new WrongExpectedVersionError(
          append.streamName,
          append.expectedRevision,
          await this.currentRevision(append.streamName),
        );
        return this.earlierAppendOr(append.streamName, append.events, refusal).catch((error: Error) => error);
      }),
    );
  }

  /** A retried append whose events are already stored is a success, as in EventStoreDB; else the refusal stands. */
  private async earlierAppendOr(
    streamName: string,
    events: ReadonlyArray<{ eventId: string }>,
    refusal: unknown,
  ): Promise<AppendResult> {
    const earlier = await this.findAppended(
      streamName,
      events.map((event) => event.eventId),
    );
    if (earlier) return earlier;
    if (isUniqueViolation(refusal, 'event_event_id_key')) {
      throw new Error(`An event id of this append to ${streamName} is already stored, but not as this same append`);
    }
    throw refusal;
  }

  readonly atomicMultiStreamAppends = true;
  readonly announcesAppends = true;

  /**
   * One transaction: the streams expected new are claimed and their events inserted in two
   * statements for all of them, each other stream in its own statement as `appendToStream` does.
   * Any failed expectation rolls the whole transaction back. Keep a call to a few hundred streams:
   * readers of the whole log wait behind an open transaction (the committed fence).
   */
  async appendToStreams(appends: readonly StreamAppend[]): Promise<AppendResult[]> {
    assertDistinctStreams(appends);
    const prepared = appends.map((append) => ({
      ...append,
      events: append.events.map((event) => ({ ...event, eventId: event.eventId ?? newId() })),
    }));
    const results = new Map<string, AppendResult>();
    for (const empty of prepared.filter((append) => append.events.length === 0)) {
      results.set(empty.streamName, await this.emptyAppend(empty.streamName, empty.expectedRevision));
    }
    const writing = prepared.filter((append) => append.events.length > 0);
    if (writing.length > 0) {
      try {
        await this.inTransaction(async (client) => {
          const fresh = writing.filter((append) => append.expectedRevision === 'no_stream');
          for (const [name, result] of await this.appendNewStreams(client, fresh)) results.set(name, result);
          for (const append of writing.filter((each) => each.expectedRevision !== 'no_stream')) {
            results.set(
              append.streamName,
              await this.appendInOneStatement(client, append.streamName, append.events, append.expectedRevision),
            );
          }
        });
      } catch (error) {
        if (!(error instanceof WrongExpectedVersionError || isUniqueViolation(error, 'event_event_id_key')))
          throw error;
        // A retried bulk append whose events are all stored already is a success.
        const earlier = await Promise.all(
          writing.map((append) =>
            this.findAppended(
              append.streamName,
              append.events.map((event) => event.eventId),
            ),
          ),
        );
        if (earlier.some((result) => result === null)) throw error;
        writing.forEach((append, index) => results.set(append.streamName, earlier[index]!));
        return appends.map((append) => results.get(append.streamName)!);
      }
      this.notifier.notify(writing.flatMap((append) => append.events.map((event) => event.type)));
    }
    return appends.map((append) => results.get(append.streamName)!);
  }

  private async inTransaction(work: (client: PoolClient) => Promise<void>): Promise<void> {
    const client = await this.pool.connect();
    try {
      await client.query('BEGIN');
      await work(client);
      await client.query('COMMIT');
    } catch (error) {
      await client.query('ROLLBACK').catch(() => undefined);
      throw error;
    } finally {
      client.release();
    }
  }

  /** Streams expected not to exist: one claim statement and one insert for all of them. */
  private async appendNewStreams(
    client: PoolClient,
    appends: ReadonlyArray<{ streamName: string; events: Array<NewEvent & { eventId: string }> }>,
  ): Promise<Map<string, AppendResult>> {
    const results = new Map<string, AppendResult>();
    if (appends.length === 0) return results;
    const claimed = await client.query<{ stream_name: string }>(
      `INSERT INTO event_store.stream (stream_name, category, revision)
       SELECT s.stream_name, s.category, s.event_count - 1
       FROM unnest($1::text[], $2::text[], $3::int[]) AS s(stream_name, category, event_count)
       ON CONFLICT (stream_name) DO NOTHING RETURNING stream_name`,
      [
        appends.map((append) => append.streamName),
        appends.map((append) => streamCategory(append.streamName)),
        appends.map((append) => append.events.length),
      ],
    );
    if (claimed.rows.length < appends.length) {
      const claimedNames = new Set(claimed.rows.map((row) => row.stream_name));
      const taken = appends.find((append) => !claimedNames.has(append.streamName))!;
      throw new WrongExpectedVersionError(taken.streamName, 'no_stream', await this.currentRevision(taken.streamName));
    }
    const rows = appends.flatMap((append) =>
      append.events.map((event, revision) => ({ streamName: append.streamName, revision, event })),
    );
    const { rows: appended } = await client.query<{
      stream_name: string;
      transaction_id: string;
      global_position: string;
      last_revision: string;
    }>(
      `WITH appended AS (
         INSERT INTO event_store.event
           (stream_name, category, stream_revision, event_id, event_type, schema_version, data, metadata)
         SELECT e.stream_name, e.category, e.stream_revision, e.event_id, e.event_type, e.schema_version, e.data, e.metadata
         FROM unnest($1::text[], $2::text[], $3::bigint[], $4::uuid[], $5::text[], $6::int[], $7::jsonb[], $8::jsonb[])
                WITH ORDINALITY AS e(stream_name, category, stream_revision, event_id, event_type, schema_version, data, metadata, ord)
         ORDER BY e.ord
         RETURNING transaction_id, global_position, stream_name, stream_revision
       )
       SELECT stream_name, transaction_id::text AS transaction_id, max(global_position) AS global_position,
              max(stream_revision) AS last_revision
       FROM appended GROUP BY stream_name, transaction_id`,
      [
        rows.map((row) => row.streamName),
        rows.map((row) => streamCategory(row.streamName)),
        rows.map((row) => row.revision.toString()),
        rows.map((row) => row.event.eventId),
        rows.map((row) => row.event.type),
        rows.map((row) => row.event.schemaVersion ?? 1),
        rows.map((row) => JSON.stringify(row.event.data ?? null)),
        rows.map((row) => JSON.stringify(row.event.metadata ?? {})),
      ],
    );
    for (const row of appended) {
      results.set(row.stream_name, {
        nextExpectedRevision: BigInt(row.last_revision),
        position: formatPosition(BigInt(row.transaction_id), BigInt(row.global_position)),
      });
    }
    return results;
  }

  /**
   * Claims the revisions and inserts the events in one statement, so one round trip and one
   * implicit transaction: a claim that returns no row (the expectation failed) inserts nothing.
   */
  private async appendInOneStatement(
    queryable: Pool | PoolClient,
    streamName: string,
    events: ReadonlyArray<NewEvent & { eventId: string }>,
    expectedRevision: ExpectedRevision,
  ): Promise<AppendResult> {
    const claim = claimSql(expectedRevision);
    const { rows } = await queryable.query<{ transaction_id: string; global_position: string; last_revision: string }>(
      `WITH claimed AS (${claim.sql}),
       appended AS (
         INSERT INTO event_store.event
           (stream_name, category, stream_revision, event_id, event_type, schema_version, data, metadata)
         SELECT $1, $2, claimed.revision - $3::int + e.ord, e.event_id, e.event_type, e.schema_version, e.data, e.metadata
         FROM claimed,
              unnest($4::uuid[], $5::text[], $6::int[], $7::jsonb[], $8::jsonb[])
                WITH ORDINALITY AS e(event_id, event_type, schema_version, data, metadata, ord)
         ORDER BY e.ord
         RETURNING transaction_id, global_position, stream_revision
       )
       SELECT transaction_id::text AS transaction_id, max(global_position) AS global_position,
              max(stream_revision) AS last_revision
       FROM appended GROUP BY transaction_id`,
      [
        streamName,
        streamCategory(streamName),
        events.length,
        events.map((event) => event.eventId),
        events.map((event) => event.type),
        events.map((event) => event.schemaVersion ?? 1),
        events.map((event) => JSON.stringify(event.data ?? null)),
        events.map((event) => JSON.stringify(event.metadata ?? {})),
        ...claim.parameters,
      ],
    );
    const row = rows[0];
    if (!row) {
      throw new WrongExpectedVersionError(
        streamName,
        expectedRevision,
        await this.currentRevision(streamName, queryable),
      );
    }
    return {
      nextExpectedRevision: BigInt(row.last_revision),
      position: formatPosition(BigInt(row.transaction_id), BigInt(row.global_position)),
    };
  }

  private async currentRevision(
    streamName: string,
    queryable: Pool | PoolClient = this.pool,
  ): Promise<bigint | 'no_stream'> {
    const { rows } = await queryable.query<{ revision: string }>(
      `SELECT revision FROM event_store.stream WHERE stream_name = $1`,
      [streamName],
    );
    return rows[0] ? BigInt(rows[0].revision) : 'no_stream';
  }

  /** The result of an earlier append of exactly these events to this stream, if there was one. */
  private async findAppended(streamName: string, eventIds: string[]): Promise<AppendResult | null> {
    const { rows } = await this.pool.query<{
      stream_name: string;
      stream_revision: string;
      transaction_id: string;
      global_position: string;
    }>(
      `SELECT stream_name, stream_revision, transaction_id::text AS transaction_id, global_position
       FROM event_store.event WHERE event_id = ANY($1::uuid[]) ORDER BY stream_revision`,
      [eventIds],
    );
    if (rows.length === 0) return null;
    if (rows.length !== eventIds.length || rows.some((row) => row.stream_name !== streamName)) return null;
    const last = rows[rows.length - 1]!;
    return {
      nextExpectedRevision: BigInt(last.stream_revision),
      position: formatPosition(BigInt(last.transaction_id), BigInt(last.global_position)),
    };
  }

  private async emptyAppend(streamName: string, expected: ExpectedRevision): Promise<AppendResult> {
    const actual = await this.currentRevision(streamName);
    const holds =
      expected === 'any' ||
      (expected === 'no_stream' && actual === 'no_stream') ||
      (expected === 'stream_exists' && actual !== 'no_stream') ||
      (typeof expected === 'bigint' && actual === expected);
    if (!holds) throw new WrongExpectedVersionError(streamName, expected, actual);
    return { nextExpectedRevision: actual === 'no_stream' ? -1n : actual, position: await this.headPosition() };
  }

  async readStream(streamName: string, options: ReadStreamOptions = {}): Promise<RecordedEvent[]> {
    const { rows } = await this.pool.query<EventRow>(
      `SELECT ${EVENT_COLUMNS} FROM event_store.event
       WHERE stream_name = $1 AND stream_revision >= $2
       ORDER BY stream_revision LIMIT $3`,
      [streamName, (options.fromRevision ?? 0n).toString(), options.maxCount ?? null],
    );
    return rows.map(toRecordedEvent);
  }

  async readAll(from: Position, maxCount: number, filter: AllFilter = {}): Promise<RecordedEvent[]> {
    const { rows } = await this.pool.query<EventRow>(
      `${PAGE_SQL} SELECT ${EVENT_COLUMNS} FROM page ORDER BY page.transaction_key, page.global_position_key`,
      pageParameters(from, maxCount, filter, await this.committedFence()),
    );
    return rows.map(toRecordedEvent);
  }

  /**
   * A page of `readAll` and, from the same snapshot, how far a reader may move on: past the last
   * event when the page is full, else to the head, since no event of the filter lies before it
   * unread. A filtered subscription then never scans the same skipped events twice.
   */
  async readPage(
    from: Position,
    maxCount: number,
    filter: AllFilter = {},
  ): Promise<{ events: RecordedEvent[]; readUpTo: Position }> {
    const { rows } = await this.pool.query<PageRow>(
      `${PAGE_SQL},
       head AS (
         SELECT event.transaction_id, event.global_position FROM event_store.event AS event WHERE ${belowFence('$6')}
         ORDER BY event.transaction_id DESC, event.global_position DESC LIMIT 1
       )
       SELECT page.*, head.transaction_id::text AS head_transaction_id, head.global_position AS head_global_position
       FROM head LEFT JOIN page ON true
       ORDER BY page.transaction_key, page.global_position_key`,
      pageParameters(from, maxCount, filter, await this.committedFence()),
    );
    const events = rows.filter((row): row is PageRow & EventRow => row.event_id !== null).map(toRecordedEvent);
    const head = rows[0]
      ? formatPosition(BigInt(rows[0].head_transaction_id), BigInt(rows[0].head_global_position))
      : from;
    const readUpTo = events.length === maxCount ? events[events.length - 1]!.position : head;
    return { events, readUpTo: comparePositions(readUpTo, from) > 0 ? readUpTo : from };
  }

  async headPosition(): Promise<Position> {
    const { rows } = await this.pool.query<{ transaction_id: string; global_position: string }>(
      `SELECT event.transaction_id::text AS transaction_id, event.global_position FROM event_store.event AS event
       WHERE ${belowFence('$1')}
       ORDER BY event.transaction_id DESC, event.global_position DESC LIMIT 1`,
      [await this.committedFence()],
    );
    const row = rows[0];
    return row ? formatPosition(BigInt(row.transaction_id), BigInt(row.global_position)) : START;
  }

  /** The committed fence now, as text; only statements started after this one returns may use it. */
  private async committedFence(): Promise<string> {
    const { rows } = await this.pool.query<{ fence: string }>(`SELECT event_store.committed_fence()::text AS fence`);
    return rows[0]!.fence;
  }

  subscribeToAll(options: SubscribeOptions): Subscription {
    return new PostgresSubscription(this, this.connectionString, this.pollIntervalMs, options);
  }

  async close(): Promise<void> {
    // The pool belongs to whoever made it; only a wake-up still on its way is ours.
    await this.notifier.settled();
  }
}

/**
 * Wakes subscribers once appends have committed. A NOTIFY inside the append would take PostgreSQL's
 * global notify lock before the commit and hold it through the commit's WAL flush, so concurrent
 * appends would commit one at a time. Sent afterwards in a statement of its own, and coalesced (one
 * in flight, at most one more owed), it costs writers nothing; polling covers one that is lost.
 *
 * The payload names the event types appended since the last one (`appendedTypesOf` reads it), so a
 * projection runner wakes only the projections that read one of them; an empty payload means "any".
 */
class AppendNotifier {
  private inFlight: Promise<void> | null = null;
  private owed = false;
  private types = new Set<string>();

  constructor(private readonly pool: Pool) {}

  notify(types: readonly string[]): void {
    for (const type of types) this.types.add(type);
    if (this.inFlight) this.owed = true;
    else this.inFlight = this.send();
  }

  async settled(): Promise<void> {
    await this.inFlight;
  }

  private async send(): Promise<void> {
    do {
      this.owed = false;
      const payload = [...this.types].join(',');
      this.types = new Set();
      // NOTIFY payloads stop at 8000 bytes: a longer list is sent as "any type".
      await this.pool
        .query(`SELECT pg_notify($1, $2)`, [EVENT_STORE_NOTIFY_CHANNEL, payload.length < 7900 ? payload : ''])
        .catch(() => undefined);
    } while (this.owed);
    this.inFlight = null;
  }
}

/** The event types an append notification names; null when it may be any (an empty or foreign payload). */
export function appendedTypesOf(payload: string | undefined): string[] | null {
  return payload ? payload.split(',') : null;
}

const delivery = new DeliveryContext<PostgresSubscription>();

const FIRST_FENCE_RETRY_MS = 5;

/**
 * Catches up from a position, then follows the log. A NOTIFY from an append wakes it at once and
 * starts a run of quick retries, since the new events may still be behind the committed fence; a
 * poll covers lost notifications.
 */
class PostgresSubscription implements Subscription {
  private stopped = false;
  private listener: Client | null = null;
  private wake: (() => void) | null = null;
  private notified = false;
  private fenceRetryMs: number;
  private readonly done: Promise<void>;

  constructor(
    private readonly store: PostgresEventStore,
    private readonly connectionString: string,
    private readonly pollIntervalMs: number,
    private readonly options: SubscribeOptions,
  ) {
    this.fenceRetryMs = pollIntervalMs;
    this.done = this.run();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    this.wake?.();
    // From inside onEvents the loop ends as soon as the handler returns; waiting here would deadlock.
    if (delivery.isInside(this)) return;
    await this.done;
  }

  private async run(): Promise<void> {
    try {
      await this.follow();
    } finally {
      await this.unlisten();
    }
  }

  private async follow(): Promise<void> {
    const batchSize = this.options.maxBatchSize ?? 500;
    let position = this.options.from;
    await this.listen();
    while (!this.stopped) {
      try {
        const page = await this.store.readPage(position, batchSize, this.options.filter);
        if (this.stopped) break;
        if (page.events.length > 0) {
          const events = page.events;
          await delivery.run(this, () => this.options.onEvents(events));
        }
        position = page.readUpTo;
        if (page.events.length < batchSize) await this.waitForMore();
      } catch (error) {
        if (this.stopped) break;
        this.options.onError?.(error);
        await this.sleep(this.pollIntervalMs);
      }
    }
  }

  private async waitForMore(): Promise<void> {
    if (this.stopped) return;
    if (!this.listener) await this.listen();
    if (this.notified) {
      this.notified = false;
      this.fenceRetryMs = FIRST_FENCE_RETRY_MS;
    }
    if (this.fenceRetryMs < this.pollIntervalMs) {
      await this.sleep(this.fenceRetryMs);
      this.fenceRetryMs *= 2;
    } else {
      await this.sleep(this.pollIntervalMs);
    }
  }

  private async listen(): Promise<void> {
    const client = new Client({ connectionString: this.connectionString });
    client.on('error', () => {
      if (this.listener === client) this.listener = null;
      client.end().catch(() => undefined);
    });
    client.on('notification', () => {
      this.notified = true;
      this.wake?.();
    });
    try {
      await client.connect();
      await client.query(`LISTEN ${EVENT_STORE_NOTIFY_CHANNEL}`);
      this.listener = client;
    } catch (error) {
      await client.end().catch(() => undefined);
      this.options.onError?.(error);
    }
  }

  private async unlisten(): Promise<void> {
    const listener = this.listener;
    this.listener = null;
    await listener?.end().catch(() => undefined);
  }

  private sleep(ms: number): Promise<void> {
    if (this.stopped) return Promise.resolve();
    return new Promise((resolve) => {
      const finish = () => {
        clearTimeout(timer);
        this.wake = null;
        resolve();
      };
      const timer = setTimeout(finish, ms);
      this.wake = finish;
    });
  }
}

/**
 * The CTE that moves the stream's revision on by the event count ($3) if the expectation holds,
 * returning the new last revision; no row means the expectation failed. Under READ COMMITTED a
 * concurrent writer's row lock makes it wait, then re-check its condition against the new row.
 */
function claimSql(expected: ExpectedRevision): { sql: string; parameters: unknown[] } {
  if (expected === 'no_stream') {
    return {
      sql: `INSERT INTO event_store.stream (stream_name, category, revision) VALUES ($1, $2, $3::int - 1)
            ON CONFLICT (stream_name) DO NOTHING RETURNING revision`,
      parameters: [],
    };
  }
  if (expected === 'any') {
    return {
      sql: `INSERT INTO event_store.stream AS s (stream_name, category, revision) VALUES ($1, $2, $3::int - 1)
            ON CONFLICT (stream_name) DO UPDATE SET revision = s.revision + $3::int RETURNING revision`,
      parameters: [],
    };
  }
  if (expected === 'stream_exists') {
    return {
      sql: `UPDATE event_store.stream SET revision = revision + $3::int WHERE stream_name = $1 RETURNING revision`,
      parameters: [],
    };
  }
  return {
    sql: `UPDATE event_store.stream SET revision = revision + $3::int
          WHERE stream_name = $1 AND revision = $9::bigint RETURNING revision`,
    parameters: [expected.toString()],
  };
}

function toRecordedEvent(row: EventRow): RecordedEvent {
  return {
    eventId: row.event_id,
    type: row.event_type,
    data: row.data,
    metadata: row.metadata,
    schemaVersion: row.schema_version,
    streamName: row.stream_name,
    revision: BigInt(row.stream_revision),
    position: formatPosition(BigInt(row.transaction_id), BigInt(row.global_position)),
    createdAt: row.created_at,
  };
}

function isUniqueViolation(error: unknown, constraint: string): boolean {
  return (
    typeof error === 'object' &&
    error !== null &&
    (error as { code?: string }).code === '23505' &&
    (error as { constraint?: string }).constraint === constraint
  );
}
