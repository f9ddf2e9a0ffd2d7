/**
 * A separate process running the counter projection, for the crash test: it is SIGKILLed
 * mid-rebuild. Configured by environment: DATABASE_URL, COUNTER_VERSION, BATCH_SIZE, BATCH_DELAY_MS.
 */
import { createKysely, createPool, PostgresEventStore } from '@notebook/kernel';
import type { Database } from '../../database';
import { ProjectionRunner } from '../projection-runner';
import { counterProjection } from './counter-projection';
import { noEventSchemas } from './test-runner';

const url = process.env.DATABASE_URL;
if (!url) throw new Error('DATABASE_URL is required');
const pool = createPool(url, 4);
const db = createKysely<Database>(pool);
const runner = new ProjectionRunner({
  db,
  pool,
  eventStore: new PostgresEventStore(pool, url),
  eventSchemas: noEventSchemas,
  projections: [
    counterProjection({
      version: Number(process.env.COUNTER_VERSION ?? 1),
      batchDelayMs: Number(process.env.BATCH_DELAY_MS ?? 0),
    }),
  ],
  ownerId: `child-${process.pid}`,
  batchSize: Number(process.env.BATCH_SIZE ?? 500),
  logger: { info: () => undefined, warn: console.error, error: console.error },
});
runner.start();

process.on('SIGTERM', () => {
  void runner
    .stop()
    .then(() => db.destroy())
    .then(() => process.exit(0));
});
