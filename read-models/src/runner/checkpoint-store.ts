import { Kysely, sql } from 'kysely';
import { Position, START } from '@notebook/kernel';
import type { Database } from '../database';
import { LeaseLostError } from './errors';

/** SQL over projection_checkpoint, projection_rebuild and projection_lease. */

export type LiveCheckpoint = {
  position: Position;
  version: number;
  rebuildRequestedAt: Date | null;
  rebuiltAt: Date | null;
};

export type BuildCheckpoint = {
  schema: string;
  version: number;
  position: Position;
  eventsApplied: number;
  until: Date | null;
  swapIn: boolean;
  startedAt: Date;
  finishedAt: Date | null;
};

/** Proves, inside a batch's transaction, that this runner still holds the projection's lease. */
export type LeaseFence = { ownerId: string; leaseMs: number };

type Db = Kysely<Database>;

export async function loadCheckpoint(db: Db, projectionName: string): Promise<LiveCheckpoint | null> {
  const row = await db
    .selectFrom('projection_checkpoint')
    .select(['position', 'projection_version', 'rebuild_requested_at', 'rebuilt_at'])
    .where('projection_name', '=', projectionName)
    .executeTakeFirst();
  if (!row) return null;
  return {
    position: row.position,
    version: row.projection_version,
    rebuildRequestedAt: row.rebuild_requested_at,
    rebuiltAt: row.rebuilt_at,
  };
}

export async function loadBuild(db: Db, projectionName: string, schema: string): Promise<BuildCheckpoint | null> {
  const row = await db
    .selectFrom('projection_rebuild')
    .selectAll()
    .where('projection_name', '=', projectionName)
    .where('target_schema', '=', schema)
    .executeTakeFirst();
  if (!row) return null;
  return {
    schema: row.target_schema,
    version: row.projection_version,
    position: row.position,
    eventsApplied: Number(row.events_applied),
    until: row.until,
    swapIn: row.swap_in,
    startedAt: row.started_at,
    finishedAt: row.finished_at,
  };
}

/** Compare-and-set: true when the live checkpoint was at `from` (and this version) and now is at `to`. */
export async function moveCheckpoint(
  trx: Db,
  projectionName: string,
  move: { version: number; from: Position; to: Position },
): Promise<boolean> {
  const result = await trx
    .updateTable('projection_checkpoint')
    .set({ position: move.to, updated_at: sql<Date>`now()` })
    .where('projection_name', '=', projectionName)
    .where('projection_version', '=', move.version)
    .where('position', '=', move.from)
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
}

/** Compare-and-set on a build's own checkpoint. */
export async function moveBuild(
  trx: Db,
  projectionName: string,
  move: { schema: string; from: Position; to: Position; eventsRead: number },
): Promise<boolean> {
  const result = await trx
    .updateTable('projection_rebuild')
    .set({
      position: move.to,
      events_applied: sql<string>`events_applied + ${move.eventsRead}`,
      updated_at: sql<Date>`now()`,
    })
    .where('projection_name', '=', projectionName)
    .where('target_schema', '=', move.schema)
    .where('position', '=', move.from)
    .where('finished_at', 'is', null)
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
}

/** (Re)starts a build at position zero. */
export async function resetBuild(
  trx: Db,
  projectionName: string,
  build: { schema: string; version: number; until: Date | null; swapIn: boolean },
): Promise<BuildCheckpoint> {
  const row = await trx
    .insertInto('projection_rebuild')
    .values({
      projection_name: projectionName,
      target_schema: build.schema,
      projection_version: build.version,
      position: START,
      events_applied: 0,
      until: build.until,
      swap_in: build.swapIn,
    })
    .onConflict((oc) =>
      oc.columns(['projection_name', 'target_schema']).doUpdateSet({
        projection_version: build.version,
        position: START,
        events_applied: 0,
        until: build.until,
        swap_in: build.swapIn,
        started_at: sql<Date>`now()`,
        updated_at: sql<Date>`now()`,
        finished_at: null,
      }),
    )
    .returning(['started_at'])
    .executeTakeFirstOrThrow();
  return { ...build, position: START, eventsApplied: 0, startedAt: row.started_at, finishedAt: null };
}

/** Marks an as-of build finished if nobody moved it meanwhile. */
export async function finishBuild(
  db: Db,
  projectionName: string,
  schema: string,
  position: Position,
): Promise<boolean> {
  const result = await db
    .updateTable('projection_rebuild')
    .set({ finished_at: sql<Date>`now()`, updated_at: sql<Date>`now()` })
    .where('projection_name', '=', projectionName)
    .where('target_schema', '=', schema)
    .where('position', '=', position)
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
}

/** Removes a build row if it is still at `position`; false when someone moved it. */
export async function takeBuild(trx: Db, projectionName: string, schema: string, position: Position): Promise<boolean> {
  const result = await trx
    .deleteFrom('projection_rebuild')
    .where('projection_name', '=', projectionName)
    .where('target_schema', '=', schema)
    .where('position', '=', position)
    .executeTakeFirst();
  return result.numDeletedRows === 1n;
}

export async function dropBuildRow(trx: Db, projectionName: string, schema: string): Promise<void> {
  await trx
    .deleteFrom('projection_rebuild')
    .where('projection_name', '=', projectionName)
    .where('target_schema', '=', schema)
    .execute();
}

/**
 * Points the live checkpoint at a freshly swapped-in build. A replay requested after the build
 * started stays requested, so it gets a build of its own.
 */
export async function installCheckpoint(
  trx: Db,
  projectionName: string,
  installed: { version: number; position: Position; buildStartedAt: Date },
): Promise<void> {
  await trx
    .insertInto('projection_checkpoint')
    .values({
      projection_name: projectionName,
      projection_version: installed.version,
      position: installed.position,
      rebuilt_at: sql<Date>`now()`,
    })
    .onConflict((oc) =>
      oc.column('projection_name').doUpdateSet({
        projection_version: installed.version,
        position: installed.position,
        updated_at: sql<Date>`now()`,
        rebuilt_at: sql<Date>`now()`,
        rebuild_requested_at: sql<Date | null>`CASE WHEN projection_checkpoint.rebuild_requested_at > ${installed.buildStartedAt}
          THEN projection_checkpoint.rebuild_requested_at END`,
      }),
    )
    .execute();
}

/** Renews the lease inside the transaction; throws when another runner owns it now. */
export async function assertLease(trx: Db, projectionName: string, fence: LeaseFence): Promise<void> {
  const result = await trx
    .updateTable('projection_lease')
    .set({ expires_at: sql<Date>`now() + ${fence.leaseMs} * interval '1 millisecond'` })
    .where('projection_name', '=', projectionName)
    .where('owner_id', '=', fence.ownerId)
    .executeTakeFirst();
  if (result.numUpdatedRows !== 1n) throw new LeaseLostError(projectionName, fence.ownerId);
}

/** Asks whichever runner holds these projections to rebuild them; returns the database's time of asking. */
export async function requestRebuild(db: Db, projectionNames: readonly string[]): Promise<Date> {
  const { rows } = await sql<{ now: Date }>`SELECT now() AS now`.execute(db);
  const requestedAt = rows[0]!.now;
  if (projectionNames.length > 0) {
    await db
      .updateTable('projection_checkpoint')
      .set({ rebuild_requested_at: requestedAt })
      .where('projection_name', 'in', [...projectionNames])
      .execute();
  }
  return requestedAt;
}
