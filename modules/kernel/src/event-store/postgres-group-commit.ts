import type { Pool } from 'pg';
import { type AppendResult, type ExpectedRevision, type NewEvent, formatPosition, streamCategory } from './event-store';

/** One `appendToStream` call, its events with their ids. */
export type PendingAppend = {
  streamName: string;
  events: ReadonlyArray<NewEvent & { eventId: string }>;
  expectedRevision: ExpectedRevision;
};

/** How a batch is written: one append alone, or several in one statement (an Error for each that failed). */
export type BatchCommitter = {
  one(append: PendingAppend): Promise<AppendResult>;
  many(appends: readonly PendingAppend[]): Promise<Array<AppendResult | Error>>;
};

type Waiting = { append: PendingAppend; resolve: (result: AppendResult) => void; reject: (error: unknown) => void };

/**
 * Group commit (as EventStoreDB batches its writes): an append that arrives while a commit is under
 * way waits for it, and the appends that gathered meanwhile go together in one transaction, so one
 * WAL flush serves them all. An append that finds nothing under way starts at once, so a lone writer
 * waits for nobody. A batch holds one append per stream (a second one to the same stream depends on
 * the first's revision, so it waits for the next batch); each append keeps its own expected revision
 * and succeeds or fails on its own. If the batch's statement fails as a whole (a retried append's
 * event id already stored, a deadlock with another process's batch), nothing of it was written and
 * each append is tried again alone.
 */
export class GroupCommit {
  private readonly waiting: Waiting[] = [];
  private inFlight = 0;

  constructor(
    private readonly committer: BatchCommitter,
    private readonly options: { maxBatch: number; maxInFlight: number },
  ) {}

  submit(append: PendingAppend): Promise<AppendResult> {
    return new Promise((resolve, reject) => {
      this.waiting.push({ append, resolve, reject });
      this.startBatches();
    });
  }

  private startBatches(): void {
    while (this.inFlight < this.options.maxInFlight && this.waiting.length > 0) {
      const batch = this.takeBatch();
      this.inFlight += 1;
      void this.commit(batch).finally(() => {
        // A lone writer's next append has no one to wait for.
        if (batch.length > 1) setImmediate(() => this.finishBatch());
        else this.finishBatch();
      });
    }
  }

  /**
   * After a batch of several, called a turn of the event loop after it settles: the writers it
   * answered have sent their next appends by then (in the microtasks that follow), so these go
   * together in the next batch instead of the first of them going alone and the rest waiting for it.
   */
  private finishBatch(): void {
    this.inFlight -= 1;
    this.startBatches();
  }

  /** The oldest waiting appends, at most one per stream and `maxBatch` in all; the rest keep their order. */
  private takeBatch(): Waiting[] {
    const batch: Waiting[] = [];
    const streams = new Set<string>();
    const left: Waiting[] = [];
    for (const waiting of this.waiting) {
      const fits = batch.length < this.options.maxBatch && !streams.has(waiting.append.streamName);
      if (fits) {
        batch.push(waiting);
        streams.add(waiting.append.streamName);
      } else left.push(waiting);
    }
    this.waiting.splice(0, this.waiting.length, ...left);
    return batch;
  }

  private async commit(batch: Waiting[]): Promise<void> {
    if (batch.length === 1) return settle(batch[0]!, () => this.committer.one(batch[0]!.append));
    let results: Array<AppendResult | Error>;
    try {
      results = await this.committer.many(batch.map((waiting) => waiting.append));
    } catch {
      await Promise.all(batch.map((waiting) => settle(waiting, () => this.committer.one(waiting.append))));
      return;
    }
    batch.forEach((waiting, index) => {
      const result = results[index]!;
      if (result instanceof Error) waiting.reject(result);
      else waiting.resolve(result);
    });
  }
}

async function settle(waiting: Waiting, work: () => Promise<AppendResult>): Promise<void> {
  try {
    waiting.resolve(await work());
  } catch (error) {
    waiting.reject(error);
  }
}

/**
 * Several appends to distinct streams in one statement (one round trip, one transaction). Each
 * stream is claimed by the rule of its expectation, as in the one-append statement; events are
 * inserted only for the streams claimed, in the batch's order. Returns, per stream claimed, its new
 * revision and position; a stream missing from the answer had its expectation fail.
 */
export async function appendManyInOneStatement(
  pool: Pool,
  appends: readonly PendingAppend[],
): Promise<Map<string, AppendResult>> {
  const events = appends.flatMap((append, index) =>
    append.events.map((event, position) => ({ append: index + 1, position: position + 1, event })),
  );
  const { rows } = await pool.query<{
    stream_name: string;
    transaction_id: string;
    global_position: string;
    last_revision: string;
  }>({
    name: 'event_store_append_many',
    text: APPEND_MANY_SQL,
    values: [
      appends.map((append) => append.streamName),
      appends.map((append) => streamCategory(append.streamName)),
      appends.map((append) => expectationKind(append.expectedRevision)),
      appends.map((append) =>
        typeof append.expectedRevision === 'bigint' ? append.expectedRevision.toString() : null,
      ),
      appends.map((append) => append.events.length),
      events.map((row) => row.append),
      events.map((row) => row.position),
      events.map((row) => row.event.eventId),
      events.map((row) => row.event.type),
      events.map((row) => row.event.schemaVersion ?? 1),
      events.map((row) => JSON.stringify(row.event.data ?? null)),
      events.map((row) => JSON.stringify(row.event.metadata ?? {})),
    ],
  });
  return new Map(
    rows.map((row) => [
      row.stream_name,
      {
        nextExpectedRevision: BigInt(row.last_revision),
        position: formatPosition(BigInt(row.transaction_id), BigInt(row.global_position)),
      },
    ]),
  );
}

function expectationKind(expected: ExpectedRevision): 'no_stream' | 'any' | 'stream_exists' | 'exact' {
  return typeof expected === 'bigint' ? 'exact' : expected;
}

const APPEND_MANY_SQL = `
WITH input AS (
  SELECT * FROM unnest($1::text[], $2::text[], $3::text[], $4::bigint[], $5::int[]) WITH ORDINALITY
    AS a(stream_name, category, kind, expected, event_count, append_no)
),
new_streams AS (
  INSERT INTO event_store.stream (stream_name, category, revision)
  SELECT stream_name, category, event_count - 1 FROM input WHERE kind = 'no_stream'
  ON CONFLICT (stream_name) DO NOTHING
  RETURNING stream_name, revision
),
any_streams AS (
  INSERT INTO event_store.stream AS s (stream_name, category, revision)
  SELECT stream_name, category, event_count - 1 FROM input WHERE kind = 'any'
  ON CONFLICT (stream_name) DO UPDATE SET revision = s.revision + EXCLUDED.revision + 1
  RETURNING stream_name, revision
),
existing_streams AS (
  UPDATE event_store.stream AS s SET revision = s.revision + input.event_count
  FROM input
  WHERE s.stream_name = input.stream_name
    AND (input.kind = 'stream_exists' OR (input.kind = 'exact' AND s.revision = input.expected))
  RETURNING s.stream_name, s.revision
),
claimed AS (
  SELECT input.append_no, input.stream_name, input.category, input.event_count, c.revision
  FROM input
  JOIN (SELECT * FROM new_streams UNION ALL SELECT * FROM any_streams UNION ALL SELECT * FROM existing_streams) AS c
    USING (stream_name)
),
appended AS (
  INSERT INTO event_store.event
    (stream_name, category, stream_revision, event_id, event_type, schema_version, data, metadata)
  SELECT claimed.stream_name, claimed.category, claimed.revision - claimed.event_count + e.position,
         e.event_id, e.event_type, e.schema_version, e.data, e.metadata
  FROM unnest($6::int[], $7::int[], $8::uuid[], $9::text[], $10::int[], $11::jsonb[], $12::jsonb[]) WITH ORDINALITY
         AS e(append_no, position, event_id, event_type, schema_version, data, metadata, ord)
  JOIN claimed ON claimed.append_no = e.append_no
  ORDER BY e.ord
  RETURNING stream_name, transaction_id, global_position, stream_revision
)
SELECT stream_name, transaction_id::text AS transaction_id, max(global_position) AS global_position,
       max(stream_revision) AS last_revision
FROM appended GROUP BY stream_name, transaction_id`;
