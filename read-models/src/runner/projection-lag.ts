import { Kysely, sql } from 'kysely';
import { EventStore, Position, START } from '@notebook/kernel';
import type { Database } from '../database';
import { countEvents } from './event-counts';
import type { Projection } from './projection';
import { shadowSchemaName } from './shadow-tables';

/** Where a projection stands, for an operator's dashboard or health check. */
export type ProjectionLag = {
  projection: string;
  /** The version the code defines. */
  version: number;
  /** The live tables' checkpoint; null before the first build is swapped in. */
  checkpoint: Position | null;
  /** The version the live tables were built by. */
  checkpointVersion: number | null;
  head: Position;
  /**
   * Events of the types this projection handles that the live tables do not reflect yet: the
   * number to watch. (`checkpoint` can trail `head` with nothing to do when the last events are
   * of other types.) Counts from zero while the live tables are of another version.
   */
  eventsBehind: number;
  /**
   * Events of its types after the live checkpoint, whatever version built the live tables: how far
   * what readers are served trails the log (readiness, `readModelStaleness`). Equals `eventsBehind`
   * while the live tables are of the code's version.
   */
  servedEventsBehind: number;
  /** The runner holding the lease, while the lease is unexpired. */
  owner: string | null;
  /** A rebuild under way, and how far it has to go. */
  rebuild: { position: Position; eventsApplied: number; eventsBehind: number } | null;
};

export async function projectionLag(
  db: Kysely<Database>,
  eventStore: EventStore,
  projections: readonly Projection[],
): Promise<ProjectionLag[]> {
  const head = await eventStore.headPosition();
  return Promise.all(projections.map((projection) => lagOf(db, projection, head)));
}

async function lagOf(db: Kysely<Database>, projection: Projection, head: Position): Promise<ProjectionLag> {
  const [checkpoint, lease, build] = await Promise.all([
    db
      .selectFrom('projection_checkpoint')
      .selectAll()
      .where('projection_name', '=', projection.name)
      .executeTakeFirst(),
    db
      .selectFrom('projection_lease')
      .select('owner_id')
      .where('projection_name', '=', projection.name)
      .where('expires_at', '>', sql<Date>`now()`)
      .executeTakeFirst(),
    db
      .selectFrom('projection_rebuild')
      .select(['position', 'events_applied'])
      .where('projection_name', '=', projection.name)
      .where('target_schema', '=', shadowSchemaName(projection.name))
      .executeTakeFirst(),
  ]);
  const current = checkpoint?.projection_version === projection.version;
  const behindFrom = (after: Position) => countEvents(db, { after, upTo: head, eventTypes: projection.canHandle });
  const eventsBehind = await behindFrom(current ? checkpoint.position : START);
  return {
    projection: projection.name,
    version: projection.version,
    checkpoint: checkpoint?.position ?? null,
    checkpointVersion: checkpoint?.projection_version ?? null,
    head,
    eventsBehind,
    servedEventsBehind: current ? eventsBehind : await behindFrom(checkpoint?.position ?? START),
    owner: lease?.owner_id ?? null,
    rebuild: build
      ? {
          position: build.position,
          eventsApplied: Number(build.events_applied),
          eventsBehind: await behindFrom(build.position),
        }
      : null,
  };
}

/** How far the tables readers are served from trail the log: events of its types after the live checkpoint. */
export type ReadModelStaleness = { projection: string; eventsBehind: number };

/**
 * What readiness checks: `ProjectionLag.servedEventsBehind` alone, without the lease and rebuild
 * lookups, as a public probe calls it often. The live tables' own lag, whatever version built them,
 * so a rebuild of a new version (served meanwhile from the old tables) does not count as behind.
 */
export async function readModelStaleness(
  db: Kysely<Database>,
  eventStore: EventStore,
  projections: readonly Projection[],
): Promise<ReadModelStaleness[]> {
  const head = await eventStore.headPosition();
  const checkpoints = await db
    .selectFrom('projection_checkpoint')
    .select(['projection_name', 'position'])
    .where(
      'projection_name',
      'in',
      projections.map((projection) => projection.name),
    )
    .execute();
  const positions = new Map(checkpoints.map((row) => [row.projection_name, row.position]));
  return Promise.all(
    projections.map(async (projection) => ({
      projection: projection.name,
      eventsBehind: await countEvents(db, {
        after: positions.get(projection.name) ?? START,
        upTo: head,
        eventTypes: projection.canHandle,
      }),
    })),
  );
}
