import { Kysely, sql } from 'kysely';
import type { Database } from '../database';
import { assertLease, LeaseFence, moveBuild, moveCheckpoint } from './checkpoint-store';
import { CheckpointMovedError } from './errors';
import type { Projection } from './projection';
import type { Batch } from './read-batch';

/** Where a batch goes: the live tables, or the copies being built in another schema. */
export type BatchTarget = { kind: 'live' } | { kind: 'build'; schema: string };

/**
 * Applies a batch and moves its checkpoint in one transaction. The checkpoint moves first,
 * compare-and-set: a second runner that read the same checkpoint waits on the row lock, then
 * finds the position gone and rolls back before running the handler.
 */
export async function applyBatch(
  db: Kysely<Database>,
  projection: Projection,
  batch: Batch,
  target: BatchTarget,
  fence?: LeaseFence,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    if (fence) await assertLease(trx, projection.name, fence);
    const moved =
      target.kind === 'live'
        ? await moveCheckpoint(trx, projection.name, { version: projection.version, from: batch.from, to: batch.to })
        : await moveBuild(trx, projection.name, {
            schema: target.schema,
            from: batch.from,
            to: batch.to,
            eventsRead: batch.eventsRead,
          });
    if (!moved) throw new CheckpointMovedError(projection.name, batch.from);
    if (batch.events.length === 0) return;
    if (target.kind === 'build') await sql`SET LOCAL search_path = ${sql.id(target.schema)}, public`.execute(trx);
    await projection.handle(batch.events, trx);
  });
}
