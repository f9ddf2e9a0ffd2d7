import type { EventStore, Position, RecordedEvent } from '@notebook/kernel';
import type { Projection } from './projection';

/** Events to apply and the checkpoint move that goes with them, in one transaction. */
export type Batch = {
  events: readonly RecordedEvent[];
  from: Position;
  to: Position;
  /** Events read from the log for this batch (as-of builds read some they do not apply). */
  eventsRead: number;
};

/**
 * Reads the next batch after `from`. When the read comes back short, every event this projection
 * handles up to the head is in it, so the checkpoint may move on to the head even if the last
 * events of the log are of other types: a command's position is then reached by every projection,
 * which is what waitForProjections relies on. The head is read first: whatever it covers is
 * committed and below the fence the following read uses.
 */
export async function readNextBatch(
  eventStore: EventStore,
  projection: Projection,
  from: Position,
  options: { batchSize: number; until?: Date | null },
): Promise<{ batch: Batch; caughtUp: boolean }> {
  const head = await eventStore.headPosition();
  const events = await eventStore.readAll(from, options.batchSize, { eventTypes: projection.canHandle });
  const caughtUp = events.length < options.batchSize;
  const last = events.at(-1)?.position ?? from;
  const to = caughtUp ? latest(last, head) : last;
  const until = options.until;
  const applicable = until ? events.filter((event) => event.createdAt.getTime() <= until.getTime()) : events;
  return { batch: { events: applicable, from, to, eventsRead: events.length }, caughtUp };
}

export function latest(a: Position, b: Position): Position {
  return a >= b ? a : b;
}

export function batchMoves(batch: Batch): boolean {
  return batch.to !== batch.from;
}
