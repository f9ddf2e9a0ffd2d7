import { Kysely } from 'kysely';
import type { EventStore, EventUpcaster, Position } from '@notebook/kernel';
import type { Database } from '../database';
import { applyBatch } from './apply-batch';
import { BuildCheckpoint, finishBuild, loadBuild, resetBuild } from './checkpoint-store';
import { CheckpointMovedError } from './errors';
import type { Projection } from './projection';
import { BatchReader, batchMoves } from './read-batch';
import { asOfSchemaName, copyTables } from './shadow-tables';
import { assertDistinctProjections } from './validate-projections';

export type BuildProgress = { projection: string; eventsApplied: number; position: Position; done: boolean };

export type BuildIntoSchemaOptions = {
  db: Kysely<Database>;
  eventStore: EventStore;
  /** Events of older schema versions are upcast before the projections see them. */
  eventSchemas: EventUpcaster;
  projections: readonly Projection[];
  schema: string;
  /** Apply only events recorded (created_at) up to this moment; all events when absent. */
  until?: Date;
  batchSize?: number;
  onProgress?: (progress: BuildProgress) => void;
};

/**
 * Builds projections from position zero into copies of their tables in `schema`, which is left in
 * place (nothing is swapped). An interrupted build resumes from its own checkpoint; a finished
 * as-of build of the same version and moment is kept as it is.
 */
export async function buildIntoSchema(options: BuildIntoSchemaOptions): Promise<void> {
  assertDistinctProjections(options.projections);
  for (const projection of options.projections) await buildOne(options, projection);
}

/** Builds the projections as of a past moment into `as_of_<yyyymmddhhmm>` and returns that name. */
export async function buildAsOf(
  options: Omit<BuildIntoSchemaOptions, 'schema' | 'until'> & { until: Date },
): Promise<string> {
  const schema = asOfSchemaName(options.until);
  await buildIntoSchema({ ...options, schema });
  return schema;
}

async function buildOne(options: BuildIntoSchemaOptions, projection: Projection): Promise<void> {
  const { db, eventStore, eventSchemas, schema } = options;
  const until = options.until ?? null;
  const existing = await loadBuild(db, projection.name, schema);
  if (existing?.finishedAt && until && isSameBuild(existing, projection, until)) {
    return report(options, projection, existing.eventsApplied, existing.position, true);
  }
  const build =
    existing && !existing.finishedAt && isSameBuild(existing, projection, until)
      ? existing
      : await startBuild(options, projection);
  let position = build.position;
  let eventsApplied = build.eventsApplied;
  const reader = new BatchReader(eventStore, projection, { batchSize: options.batchSize ?? 500, eventSchemas, until });
  for (;;) {
    const { batch, caughtUp } = await reader.read(position);
    if (batchMoves(batch)) await applyBatch(db, projection, batch, { kind: 'build', schema });
    position = batch.to;
    eventsApplied += batch.eventsRead;
    if (caughtUp) break;
    report(options, projection, eventsApplied, position, false);
  }
  if (!(await finishBuild(db, projection.name, schema, position)))
    throw new CheckpointMovedError(projection.name, position);
  report(options, projection, eventsApplied, position, true);
}

function isSameBuild(build: BuildCheckpoint, projection: Projection, until: Date | null): boolean {
  return build.version === projection.version && !build.swapIn && build.until?.getTime() === until?.getTime();
}

function startBuild(options: BuildIntoSchemaOptions, projection: Projection): Promise<BuildCheckpoint> {
  return options.db.transaction().execute(async (trx) => {
    await copyTables(trx, options.schema, projection.tables);
    return resetBuild(trx, projection.name, {
      schema: options.schema,
      version: projection.version,
      until: options.until ?? null,
      swapIn: false,
    });
  });
}

function report(
  options: BuildIntoSchemaOptions,
  projection: Projection,
  eventsApplied: number,
  position: Position,
  done: boolean,
): void {
  options.onProgress?.({ projection: projection.name, eventsApplied, position, done });
}
