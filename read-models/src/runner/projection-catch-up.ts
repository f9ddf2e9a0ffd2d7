import { Kysely, sql } from 'kysely';
import type { EventStore, EventUpcaster } from '@notebook/kernel';
import type { Database } from '../database';
import { applyBatch } from './apply-batch';
import {
  assertLease,
  BuildCheckpoint,
  dropBuildRow,
  installCheckpoint,
  LeaseFence,
  LiveCheckpoint,
  loadBuild,
  loadCheckpoint,
  resetBuild,
  takeBuild,
} from './checkpoint-store';
import { CheckpointNotifier } from './checkpoint-signal';
import { CheckpointMovedError } from './errors';
import type { Projection } from './projection';
import { BatchReader, batchMoves } from './read-batch';
import type { RunnerLogger } from './runner-logger';
import { copyTables, dropSchema, shadowSchemaName, swapTablesIn } from './shadow-tables';

export type CatchUpOptions = {
  db: Kysely<Database>;
  eventStore: EventStore;
  /** Events of older schema versions are upcast before the projection sees them. */
  eventSchemas: EventUpcaster;
  projection: Projection;
  fence: LeaseFence;
  batchSize: number;
  /** How long a swap waits for readers to let go of the live tables before it tries again later. */
  swapLockTimeoutMs: number;
  logger: RunnerLogger;
};

/**
 * The work of a runner that holds a projection's lease, one batch at a time. Each step reads the
 * checkpoints afresh, so a failed or lost batch is simply read again from where the database says.
 *
 * Live: events after the live checkpoint go to the live tables. Rebuild (no checkpoint yet, a new
 * projection version, or a replay request): events from position zero go to copies of the tables
 * in a shadow schema with their own checkpoint, and when the copies have caught up they replace
 * the live tables in one transaction. While the version is unchanged, the live tables keep being
 * updated during a rebuild; after a version change they wait for the swap (the old handler is gone).
 */
export class ProjectionCatchUp {
  private readonly shadowSchema: string;
  private readonly liveReader: BatchReader;
  private readonly buildReader: BatchReader;
  private readonly moved: CheckpointNotifier;

  constructor(private readonly options: CatchUpOptions) {
    this.moved = new CheckpointNotifier(options.db);
    this.shadowSchema = shadowSchemaName(options.projection.name);
    const reading = { batchSize: options.batchSize, eventSchemas: options.eventSchemas };
    this.liveReader = new BatchReader(options.eventStore, options.projection, reading);
    this.buildReader = new BatchReader(options.eventStore, options.projection, reading);
  }

  /** One batch of work; true when more is waiting right away. */
  async step(): Promise<boolean> {
    const { db, projection } = this.options;
    const [live, build] = await Promise.all([
      loadCheckpoint(db, projection.name),
      loadBuild(db, projection.name, this.shadowSchema),
    ]);
    const liveIsCurrent = live !== null && live.version === projection.version;
    const rebuildWanted = !liveIsCurrent || live.rebuildRequestedAt !== null;
    const liveMore = liveIsCurrent ? await this.liveStep(live) : false;
    if (!rebuildWanted) {
      if (build) await this.discardBuild();
      return liveMore;
    }
    const buildMore = await this.rebuildStep(build);
    return liveMore || buildMore;
  }

  private async liveStep(live: LiveCheckpoint): Promise<boolean> {
    const { projection, db, fence } = this.options;
    const { batch, caughtUp } = await this.liveReader.read(live.position);
    if (batchMoves(batch)) {
      await applyBatch(db, projection, batch, { kind: 'live' }, fence);
      this.moved.notify();
    }
    return !caughtUp;
  }

  private async rebuildStep(existing: BuildCheckpoint | null): Promise<boolean> {
    const { projection, db, fence } = this.options;
    const build = existing && existing.version === projection.version ? existing : await this.startBuild();
    const { batch, caughtUp } = await this.buildReader.read(build.position);
    if (batchMoves(batch)) {
      await applyBatch(db, projection, batch, { kind: 'build', schema: this.shadowSchema }, fence);
    }
    if (caughtUp) await this.swapIn({ ...build, position: batch.to });
    return true;
  }

  private async startBuild(): Promise<BuildCheckpoint> {
    const { db, projection, fence, logger } = this.options;
    logger.info(
      `Projection ${projection.name}: rebuilding version ${projection.version} in schema ${this.shadowSchema}`,
    );
    return db.transaction().execute(async (trx) => {
      await assertLease(trx, projection.name, fence);
      await dropSchema(trx, this.shadowSchema);
      await copyTables(trx, this.shadowSchema, projection.tables);
      return resetBuild(trx, projection.name, {
        schema: this.shadowSchema,
        version: projection.version,
        until: null,
        swapIn: true,
      });
    });
  }

  private async swapIn(build: BuildCheckpoint): Promise<void> {
    const { db, projection, fence, logger, swapLockTimeoutMs } = this.options;
    await db.transaction().execute(async (trx) => {
      await sql`SELECT set_config('lock_timeout', ${`${swapLockTimeoutMs}ms`}, true)`.execute(trx);
      await assertLease(trx, projection.name, fence);
      if (!(await takeBuild(trx, projection.name, this.shadowSchema, build.position))) {
        throw new CheckpointMovedError(projection.name, build.position);
      }
      await swapTablesIn(trx, this.shadowSchema, projection.tables);
      await installCheckpoint(trx, projection.name, {
        version: projection.version,
        position: build.position,
        buildStartedAt: build.startedAt,
      });
    });
    this.moved.notify();
    logger.info(
      `Projection ${projection.name}: version ${projection.version} rebuilt and swapped in at ${build.position}`,
    );
  }

  /** A build nobody wants any more (the version went back, say): drop it. */
  private async discardBuild(): Promise<void> {
    const { db, projection, fence } = this.options;
    await db.transaction().execute(async (trx) => {
      await assertLease(trx, projection.name, fence);
      await dropSchema(trx, this.shadowSchema);
      await dropBuildRow(trx, projection.name, this.shadowSchema);
    });
  }
}
