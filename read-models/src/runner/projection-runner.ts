import { hostname } from 'node:os';
import { randomUUID } from 'node:crypto';
import { Kysely } from 'kysely';
import type { Pool } from 'pg';
import type { EventStore, EventUpcaster } from '@notebook/kernel';
import type { Database } from '../database';
import { LockSession } from './lock-session';
import type { Projection } from './projection';
import { ProjectionLag, projectionLag } from './projection-lag';
import { ProjectionWorker, WorkerTiming } from './projection-worker';
import type { RunnerLogger } from './runner-logger';
import { assertDistinctProjections } from './validate-projections';

export type ProjectionRunnerOptions = {
  db: Kysely<Database>;
  /** Its connection settings open the runner's dedicated lock connection. */
  pool: Pool;
  eventStore: EventStore;
  /** The application's event schemas: events of older versions reach `handle` upcast to the current shape. */
  eventSchemas: EventUpcaster;
  projections: readonly Projection[];
  /** Names this process in the lease table and pg_stat_activity; unique per process. */
  ownerId?: string;
  logger?: RunnerLogger;
  /** Events per transaction (default 500). */
  batchSize?: number;
  /** How long a lease lasts unless renewed (default 30 s; renewed every third of that). */
  leaseMs?: number;
  /** Default 2 s. */
  acquireIntervalMs?: number;
  /**
   * How often an idle projection looks for events it was not told of. Default 5 s where the event
   * store announces appends (PostgreSQL's NOTIFY wakes the runner at once, so this is only the safety
   * net: at 500 ms an idle API process ran about 450 queries a second, a quarter of a core), else 500 ms.
   */
  pollIntervalMs?: number;
  /** Default 1 s, doubling per failure in a row. */
  retryDelayMs?: number;
  /** Default 5 s. */
  swapLockTimeoutMs?: number;
};

/**
 * Runs projections (ARCHITECTURE.md section 4): each batch and its checkpoint in one transaction,
 * the checkpoint compare-and-set; one active runner per projection across processes, by lease and
 * advisory lock; rebuild into shadow tables and swap when the version changes or a replay asks.
 * Start it in as many processes as you like: the others stand by and take over when one dies.
 */
export class ProjectionRunner {
  readonly ownerId: string;
  private readonly session: LockSession;
  private readonly workers: ProjectionWorker[];
  private started = false;

  constructor(private readonly options: ProjectionRunnerOptions) {
    assertDistinctProjections(options.projections);
    this.ownerId = options.ownerId ?? `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
    const logger = options.logger ?? console;
    const leaseMs = options.leaseMs ?? 30_000;
    this.session = new LockSession({
      clientConfig: options.pool.options,
      ownerId: this.ownerId,
      leaseMs,
      logger,
      onAppend: (types) =>
        this.workers.filter((worker) => types === null || worker.reads(types)).forEach((worker) => worker.wake()),
    });
    const timing: WorkerTiming = {
      acquireIntervalMs: options.acquireIntervalMs ?? 2_000,
      pollIntervalMs: options.pollIntervalMs ?? (options.eventStore.announcesAppends ? 5_000 : 500),
      retryDelayMs: options.retryDelayMs ?? 1_000,
    };
    this.workers = options.projections.map(
      (projection) =>
        new ProjectionWorker(this.session, {
          ...timing,
          db: options.db,
          eventStore: options.eventStore,
          eventSchemas: options.eventSchemas,
          projection,
          fence: { ownerId: this.ownerId, leaseMs },
          batchSize: options.batchSize ?? 500,
          swapLockTimeoutMs: options.swapLockTimeoutMs ?? 5_000,
          logger,
        }),
    );
  }

  /** Starts trying to run every projection; returns at once. */
  start(): void {
    if (this.started) return;
    this.started = true;
    for (const worker of this.workers) worker.start();
  }

  /** Lets each batch in flight finish, releases the locks and leases, closes the lock connection. */
  async stop(): Promise<void> {
    await Promise.all(this.workers.map((worker) => worker.stop()));
    await this.session.close();
  }

  /** Where each projection stands, whichever process runs it. */
  lag(): Promise<ProjectionLag[]> {
    return projectionLag(this.options.db, this.options.eventStore, this.options.projections);
  }
}
