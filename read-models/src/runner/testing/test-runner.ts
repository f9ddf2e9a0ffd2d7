import type { Kysely } from 'kysely';
import type { Pool } from 'pg';
import { EventSchemaRegistry, type EventStore } from '@notebook/kernel';
import type { Database } from '../../database';
import type { Projection } from '../projection';
import { ProjectionRunner, ProjectionRunnerOptions } from '../projection-runner';
import { silentLogger } from '../runner-logger';

/** The runner tests' events (`Ticked`, ...) have no schemas: with none registered, every event passes as it was stored. */
export const noEventSchemas = new EventSchemaRegistry([]);

/** A runner with timings short enough for tests. */
export function testRunner(
  database: { db: Kysely<Database>; pool: Pool; eventStore: EventStore },
  projections: Projection[],
  overrides: Partial<ProjectionRunnerOptions> = {},
): ProjectionRunner {
  return new ProjectionRunner({
    db: database.db,
    pool: database.pool,
    eventStore: database.eventStore,
    eventSchemas: noEventSchemas,
    projections,
    logger: silentLogger,
    batchSize: 100,
    leaseMs: 3_000,
    acquireIntervalMs: 50,
    pollIntervalMs: 50,
    retryDelayMs: 20,
    ...overrides,
  });
}
