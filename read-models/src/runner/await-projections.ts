import { Kysely } from 'kysely';
import type { EventStore, Position } from '@notebook/kernel';
import type { Database } from '../database';
import type { CheckpointListener } from './checkpoint-signal';
import type { Projection } from './projection';

export type WaitForProjectionsOptions = {
  /** The position an append returned. */
  position: Position;
  /** The types of the events appended: only projections handling one of them are waited for. */
  eventTypes: readonly string[];
  projections: readonly Projection[];
  timeoutMs?: number;
  /** Wakes the wait as soon as any checkpoint moves; without it (or while it is down) the wait polls. */
  listener?: CheckpointListener;
  /**
   * With it, a projection whose checkpoint is behind `position` but has no event of its types up to
   * `position` counts as there: what a wait for the log's head needs, since a runner moves its
   * checkpoint only when events of its own types wake it.
   */
  eventStore?: Pick<EventStore, 'readAll' | 'headPosition'>;
};

const FIRST_SLEEP_MS = 2;
const MAX_SLEEP_MS = 25;

/**
 * Resolves true once every projection concerned has its live checkpoint, at its current version,
 * at or past `position`; false when `timeoutMs` runs out first. The API calls it after a command
 * so that the response reads its own writes.
 *
 * One primary-key lookup per check. Between checks it sleeps (2 ms growing to 25 ms) or, with a
 * `listener`, until a runner says a checkpoint moved, whichever comes first: the process's one
 * LISTEN connection wakes every waiter, so a command answers as soon as its read models show it.
 */
export async function waitForProjections(db: Kysely<Database>, options: WaitForProjectionsOptions): Promise<boolean> {
  const concerned = options.projections.filter((projection) =>
    projection.canHandle.some((type) => options.eventTypes.includes(type)),
  );
  if (concerned.length === 0) return true;
  const deadline = Date.now() + (options.timeoutMs ?? 2_000);
  let sleepMs = FIRST_SLEEP_MS;
  for (;;) {
    const move = options.listener?.nextMove();
    try {
      if (await allReached(db, concerned, options.position, options.eventStore)) return true;
      const remaining = deadline - Date.now();
      if (remaining <= 0) return false;
      await sleepUntil(Math.min(sleepMs, remaining), move?.moved);
    } finally {
      move?.dispose();
    }
    sleepMs = Math.min(sleepMs * 2, MAX_SLEEP_MS);
  }
}

function sleepUntil(ms: number, moved: Promise<void> | undefined): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const slept = new Promise<void>((resolve) => (timer = setTimeout(resolve, ms)));
  return Promise.race(moved ? [slept, moved] : [slept]).finally(() => clearTimeout(timer));
}

async function allReached(
  db: Kysely<Database>,
  projections: readonly Projection[],
  position: Position,
  eventStore: Pick<EventStore, 'readAll' | 'headPosition'> | undefined,
): Promise<boolean> {
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
  let fencePassed: Promise<boolean> | undefined;
  for (const projection of projections) {
    const row = byName.get(projection.name);
    if (row === undefined || row.projection_version !== projection.version) return false;
    // Positions are fixed-width text: text order is log order.
    if (row.position >= position) continue;
    if (!eventStore) return false;
    // A reader of the whole log sees only what lies before the committed fence: until the fence has
    // passed `position`, "no event of its types up to there" cannot be known, so the wait holds.
    fencePassed ??= eventStore.headPosition().then((head) => head >= position);
    if (!(await fencePassed)) return false;
    const [next] = await eventStore.readAll(row.position, 1, { eventTypes: projection.canHandle });
    if (next && next.position <= position) return false;
  }
  return true;
}
