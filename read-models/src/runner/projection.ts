import type { Transaction } from 'kysely';
import type { RecordedEvent } from '@notebook/kernel';
import type { Database } from '../database';

/**
 * A projection turns events into read-model rows. `handle` runs inside the runner's transaction,
 * together with the checkpoint update, so a batch is applied exactly once or not at all.
 *
 * Handlers must use unqualified table names: a rebuild runs them with `search_path` pointing at a
 * shadow schema, then swaps the finished tables in.
 */
export interface Projection {
  /** Stable name, used as the checkpoint key. */
  readonly name: string;
  /** Raise it when `handle` changes meaning: the runner then rebuilds the tables from position zero. */
  readonly version: number;
  /** The event types this projection reads; the runner subscribes to these only. */
  readonly canHandle: readonly string[];
  /** The tables this projection owns (and rebuilds). */
  readonly tables: readonly string[];
  handle(events: readonly RecordedEvent[], trx: Transaction<Database>): Promise<void>;
}
