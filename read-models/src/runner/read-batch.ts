import type { EventStore, EventUpcaster, Position, RecordedEvent } from '@notebook/kernel';
import type { Projection } from './projection';

/** Events to apply and the checkpoint move that goes with them, in one transaction. */
export type Batch = {
  events: readonly RecordedEvent[];
  from: Position;
  to: Position;
  /** Events read from the log for this batch (as-of builds read some they do not apply). */
  eventsRead: number;
};

export type ReadOptions = {
  batchSize: number;
  /** Brings events stored at an older schema version to the current shape before `handle` sees them. */
  eventSchemas: EventUpcaster;
  /** As-of builds: apply only events recorded up to this moment (the others are still read past). */
  until?: Date | null;
  /**
   * Read the head too, so a short read can move the checkpoint to it. Skipped while catching up
   * (the previous batch was full): a full batch does not need it, and a short one then reports
   * not caught up, so the next read takes the head.
   */
  readHead: boolean;
};

/**
 * Reads the next batch after `from`. When a read that followed the head comes back short, every
 * event this projection handles up to the head is in it, so the checkpoint may move on to the head
 * even if the last events of the log are of other types: a command's position is then reached by
 * every projection, which is what waitForProjections relies on. The head is read first: whatever
 * it covers is committed and below the fence the following read uses.
 */
export async function readNextBatch(
  eventStore: EventStore,
  projection: Projection,
  from: Position,
  options: ReadOptions,
): Promise<{ batch: Batch; caughtUp: boolean; full: boolean }> {
  const head = options.readHead ? await eventStore.headPosition() : null;
  const events = await eventStore.readAll(from, options.batchSize, { eventTypes: projection.canHandle });
  const full = events.length === options.batchSize;
  const caughtUp = head !== null && !full;
  const last = events.at(-1)?.position ?? from;
  const to = caughtUp ? latest(last, head) : last;
  const until = options.until;
  const applicable = until ? events.filter((event) => event.createdAt.getTime() <= until.getTime()) : events;
  return {
    batch: { events: options.eventSchemas.upcast(applicable), from, to, eventsRead: events.length },
    caughtUp,
    full,
  };
}

export function latest(a: Position, b: Position): Position {
  return a >= b ? a : b;
}

export function batchMoves(batch: Batch): boolean {
  return batch.to !== batch.from;
}

export type ReadResult = Awaited<ReturnType<typeof readNextBatch>>;

/**
 * Reads one track's batches (live, or a build), reading the next batch while the caller applies
 * this one when this one was full. A prefetched batch stays right: events up to a full batch's
 * last position are below the fence it was read under, and later commits sort after them.
 */
export class BatchReader {
  private previousFull = false;
  private prefetched: { from: Position; result: Promise<ReadResult> } | null = null;

  constructor(
    private readonly eventStore: EventStore,
    private readonly projection: Projection,
    private readonly options: Omit<ReadOptions, 'readHead'>,
  ) {}

  async read(from: Position): Promise<ReadResult> {
    const ahead = this.prefetched?.from === from ? this.prefetched.result : null;
    this.prefetched = null;
    const result = await (ahead ?? this.readFrom(from, !this.previousFull));
    this.previousFull = result.full;
    if (result.full) this.prefetch(result.batch.to);
    return result;
  }

  private prefetch(from: Position): void {
    const result = this.readFrom(from, false);
    result.catch(() => undefined); // a failed read ahead surfaces when (if) the batch is taken
    this.prefetched = { from, result };
  }

  private readFrom(from: Position, readHead: boolean): Promise<ReadResult> {
    return readNextBatch(this.eventStore, this.projection, from, { ...this.options, readHead });
  }
}
