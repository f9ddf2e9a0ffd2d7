import { Kysely } from 'kysely';
import type { Position } from '@notebook/kernel';
import type { Database } from '../database';
import type { Projection } from './projection';

export type WaitForProjectionsOptions = {
  /** The position an append returned. */
  position: Position;
  /** The types of the events appended: only projections handling one of them are waited for. */
  eventTypes: readonly string[];
  projections: readonly Projection[];
  timeoutMs?: number;
};

const FIRST_SLEEP_MS = 2;
const MAX_SLEEP_MS = 25;

/**
 * Resolves true once every projection concerned has its live checkpoint, at its current version,
 * at or past `position`; false when `timeoutMs` runs out first. The API calls it after a command
 * so that the response reads its own writes.
 *
 * It polls: one primary-key lookup per check, with sleeps growing from 2 ms to 25 ms. LISTEN would
 * need a connection held for each waiting request; a batch usually lands within a few
 * milliseconds, so a short poll costs less than that.
 */
export async function waitForProjections(db: Kysely<Database>, options: WaitForProjectionsOptions): Promise<boolean> {
  const concerned = options.projections.filter((projection) => projection.canHandle.some((type) => options.eventTypes.includes(type)));
  if (concerned.length === 0) return true;
  const deadline = Date.now() + (options.timeoutMs ?? 2_000);
  let sleepMs = FIRST_SLEEP_MS;
  for (;;) {
    if (await allReached(db, concerned, options.position)) return true;
    const remaining = deadline - Date.now();
    if (remaining <= 0) return false;
    await new Promise((resolve) => setTimeout(resolve, Math.min(sleepMs, remaining)));
    sleepMs = Math.min(sleepMs * 2, MAX_SLEEP_MS);
  }
}

async function allReached(db: Kysely<Database>, projections: readonly Projection[], position: Position): Promise<boolean> {
  const rows = await db
    .selectFrom('projection_checkpoint')
    .select(['projection_name', 'projection_version', 'position'])
    .where(
      'projection_name',
      'in',
      projections.map((projection) => projection.name),
    )
    .execute();
  const byName = new Map(rows.map((row) => [row.projection_name, row]));
  return projections.every((projection) => {
    const row = byName.get(projection.name);
    // Positions are fixed-width text: text order is log order.
    return row !== undefined && row.projection_version === projection.version && row.position >= position;
  });
}
