import { Kysely } from 'kysely';
import { START } from '@notebook/kernel';
import type { Database } from '../database';
import { loadBuild, loadCheckpoint, requestRebuild } from './checkpoint-store';
import { countEvents } from './event-counts';
import type { Projection } from './projection';
import { ProjectionRunner, ProjectionRunnerOptions } from './projection-runner';
import { shadowSchemaName } from './shadow-tables';

export type RebuildProgress = { projection: string; eventsApplied: number; eventsTotal: number; done: boolean };

export type RebuildProjectionsOptions = ProjectionRunnerOptions & {
  onProgress?: (progress: RebuildProgress) => void;
  /** How often progress is read from the database (default 200 ms). */
  progressIntervalMs?: number;
};

/**
 * Rebuilds the projections from position zero and swaps each in when caught up (what
 * `npm run replay` does without --until). It asks for the rebuild through the checkpoint row, so a
 * worker process already running a projection does the work there; a runner started here does it
 * for projections nobody runs. Resolves when every rebuild asked for has been swapped in.
 */
export async function rebuildProjections(options: RebuildProjectionsOptions): Promise<void> {
  const { db, projections } = options;
  const requestedAt = await requestRebuild(
    db,
    projections.map((projection) => projection.name),
  );
  const head = await options.eventStore.headPosition();
  const totals = await Promise.all(
    projections.map((projection) => countEvents(db, { after: START, upTo: head, eventTypes: projection.canHandle })),
  );
  const runner = new ProjectionRunner(options);
  runner.start();
  try {
    for (;;) {
      const progress = await Promise.all(
        projections.map((projection, index) => progressOf(db, projection, requestedAt, totals[index]!)),
      );
      progress.forEach((item) => options.onProgress?.(item));
      if (progress.every((item) => item.done)) return;
      await new Promise((resolve) => setTimeout(resolve, options.progressIntervalMs ?? 200));
    }
  } finally {
    await runner.stop();
  }
}

async function progressOf(
  db: Kysely<Database>,
  projection: Projection,
  requestedAt: Date,
  eventsTotal: number,
): Promise<RebuildProgress> {
  const [live, build] = await Promise.all([
    loadCheckpoint(db, projection.name),
    loadBuild(db, projection.name, shadowSchemaName(projection.name)),
  ]);
  const done =
    live !== null &&
    live.version === projection.version &&
    live.rebuildRequestedAt === null &&
    live.rebuiltAt !== null &&
    live.rebuiltAt.getTime() >= requestedAt.getTime();
  const eventsApplied = done ? Math.max(eventsTotal, build?.eventsApplied ?? 0) : (build?.eventsApplied ?? 0);
  return { projection: projection.name, eventsApplied, eventsTotal: Math.max(eventsTotal, eventsApplied), done };
}
