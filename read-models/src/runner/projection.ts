import type { Transaction } from 'kysely';
import type { DomainEvent, RecordedEvent } from '@notebook/kernel';
import type { Database } from '../database';

/** One event of the union `E` as the log hands it over: `type` still narrows `data` in a switch. */
export type Recorded<E extends DomainEvent> = E extends DomainEvent ? RecordedEvent<E['type'], E['data']> : never;

/**
 * A projection turns events into read-model rows. `handle` runs inside the runner's transaction,
 * together with the checkpoint update, so a batch is applied exactly once or not at all.
 *
 * `E` is the union of the events it reads: the runner reads only the types in `canHandle`, already
 * upcast to their current schema, so `handle` receives exactly `Recorded<E>` and needs no casts.
 *
 * Handlers must use unqualified table names: a rebuild runs them with `search_path` pointing at a
 * shadow schema, then swaps the finished tables in.
 */
export interface Projection<E extends DomainEvent = DomainEvent> {
  /** Stable name, used as the checkpoint key. */
  readonly name: string;
  /** Raise it when `handle` changes meaning: the runner then rebuilds the tables from position zero. */
  readonly version: number;
  /** The event types this projection reads; the runner subscribes to these only. */
  readonly canHandle: readonly E['type'][];
  /** The tables this projection owns (and rebuilds). */
  readonly tables: readonly string[];
  handle(events: readonly Recorded<E>[], trx: Transaction<Database>): Promise<void>;
}
