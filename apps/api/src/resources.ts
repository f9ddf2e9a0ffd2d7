import { Redis } from 'ioredis';
import type { Kysely } from 'kysely';
import {
  AppConfig,
  BullJobQueue,
  Clock,
  EventSchemaRegistry,
  EventStore,
  KernelResources,
  ProjectionAwaiter,
  SystemClock,
  closeRedis,
  createEventStore,
  createKysely,
  createPool,
  livePushKey,
  redisKeyPrefix,
  RedisLivePush,
} from '@notebook/kernel';
import { CheckpointListener, Database, Projection, waitForProjections } from '@notebook/read-models';
import { applicationEventSchemas } from './event-schemas';
import { applicationProjections, applicationReactors } from './projections';

export type ApplicationResources = KernelResources & {
  db: Kysely<Database>;
  /** The scheduled work (BullMQ on Redis, a queue per database): the reactors add to it, the worker's JobWorker runs it. */
  jobs: BullJobQueue;
  /** What the projection runner runs: the read models and the reactors that schedule jobs from the log. */
  projections: readonly Projection[];
  close(): Promise<void>;
};

/** Holds a command's response until the projections that read its events have applied them. */
export function projectionAwaiter(
  db: Kysely<Database>,
  projections: readonly Projection[],
  timeoutMs = 2000,
  listener: CheckpointListener | undefined,
  eventStore: EventStore,
): ProjectionAwaiter {
  return {
    waitFor: (position, eventTypes) =>
      waitForProjections(db, { position, eventTypes, projections, timeoutMs, listener }),
    catchUp: async (eventTypes) =>
      waitForProjections(db, {
        position: await eventStore.headPosition(),
        eventTypes,
        projections,
        timeoutMs,
        listener,
        eventStore,
      }),
  };
}

/** Connections and services shared by the API and the worker, built once from the configuration. */
export function buildResources(
  config: AppConfig,
  options: {
    clock?: Clock;
    eventStore?: EventStore;
    /** The application's event schemas unless a test brings its own. */
    eventSchemas?: EventSchemaRegistry;
    poolSize?: number;
    projections?: readonly Projection[];
    /** How long a command waits for the read models before answering anyway (ARCHITECTURE.md: ~2 s). */
    projectionWaitMs?: number;
  } = {},
): ApplicationResources {
  const pool = createPool(config.DATABASE_URL, options.poolSize ?? 20);
  const db = createKysely<Database>(pool);
  const eventStore =
    options.eventStore ??
    createEventStore({ pool, databaseUrl: config.DATABASE_URL, eventStoreUrl: config.EVENTSTORE_URL });
  const redis = new Redis(config.REDIS_URL, { lazyConnect: false, maxRetriesPerRequest: 3 });
  const checkpoints = new CheckpointListener(pool.options);
  const clock = options.clock ?? new SystemClock();
  // BullMQ's blocking commands need a connection that never gives up a request.
  const jobsRedis = new Redis(config.REDIS_URL, { maxRetriesPerRequest: null });
  const jobs = new BullJobQueue(jobsRedis, jobQueuePrefix(config), clock);
  const projections = options.projections ?? [...applicationProjections, ...applicationReactors(jobs, config)];
  return {
    config,
    pool,
    db,
    eventStore,
    eventSchemas: options.eventSchemas ?? applicationEventSchemas,
    redis,
    clock,
    jobs,
    livePush: new RedisLivePush(redis, livePushKey(config.DATABASE_URL)),
    projections,
    projectionAwaiter: projectionAwaiter(db, projections, options.projectionWaitMs, checkpoints, eventStore),
    async close() {
      await jobs.close();
      await closeRedis(jobsRedis);
      await checkpoints.close();
      await eventStore.close();
      await closeRedis(redis);
      await db.destroy();
    },
  };
}

/** The job queue's Redis prefix: one queue per database, so suites (each on its own database) never share jobs. */
export const jobQueuePrefix = (config: AppConfig): string => redisKeyPrefix(config.DATABASE_URL, 'jobs');
