import { Redis } from 'ioredis';
import type { Kysely } from 'kysely';
import {
  AppConfig,
  Clock,
  EventSchemaRegistry,
  EventStore,
  KernelResources,
  ProjectionAwaiter,
  SystemClock,
  createEventStore,
  createKysely,
  createPool,
} from '@notebook/kernel';
import { CheckpointListener, Database, Projection, waitForProjections } from '@notebook/read-models';
import { applicationEventSchemas } from './event-schemas';
import { applicationProjections } from './projections';

export type ApplicationResources = KernelResources & { db: Kysely<Database>; close(): Promise<void> };

/** Holds a command's response until the projections that read its events have applied them. */
export function projectionAwaiter(
  db: Kysely<Database>,
  projections: readonly Projection[],
  timeoutMs = 2000,
  listener: CheckpointListener | undefined,
  eventStore: EventStore,
): ProjectionAwaiter {
  return {
    waitFor: (position, eventTypes) => waitForProjections(db, { position, eventTypes, projections, timeoutMs, listener }),
    catchUp: async (eventTypes) =>
      waitForProjections(db, { position: await eventStore.headPosition(), eventTypes, projections, timeoutMs, listener, eventStore }),
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
  const eventStore = options.eventStore ?? createEventStore({ pool, databaseUrl: config.DATABASE_URL, eventStoreUrl: config.EVENTSTORE_URL });
  const redis = new Redis(config.REDIS_URL, { lazyConnect: false, maxRetriesPerRequest: 3 });
  const checkpoints = new CheckpointListener(pool.options);
  return {
    config,
    pool,
    db,
    eventStore,
    eventSchemas: options.eventSchemas ?? applicationEventSchemas,
    redis,
    clock: options.clock ?? new SystemClock(),
    projectionAwaiter: projectionAwaiter(db, options.projections ?? applicationProjections, options.projectionWaitMs, checkpoints, eventStore),
    async close() {
      await checkpoints.close();
      await eventStore.close();
      redis.disconnect();
      await db.destroy();
    },
  };
}
