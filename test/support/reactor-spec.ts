import { randomBytes } from 'node:crypto';
import { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import {
  BullJobQueue,
  type DomainEvent,
  FixedClock,
  type JobQueue,
  type JobQueueName,
  JobQueues,
} from '@notebook/kernel';
import type { Projection, Recorded } from '@notebook/read-models';
import { currentRunId } from './databases';
import { type GivenEvent, recordedForSpec } from './projection-spec';
import { createTestDatabase, type TestDatabase } from './test-database';

/** A job as BullMQ holds it: which queue, under what name and id, when it is due, with what data. */
export type QueuedJob = {
  queue: JobQueueName;
  name: string;
  jobId: string;
  runAt: string;
  data: Record<string, string>;
};

export type ReactorSpec<E extends DomainEvent> = {
  /** The application's clock the queue measures delays by: 2026-01-01T00:00:00Z, the log's first second. */
  readonly clock: FixedClock;
  /** Records the events (each a fresh event id, 1 s apart from 2026-01-01) and hands them to the reactor as ONE batch, as the runner would. */
  given(...events: GivenEvent<E>[]): Promise<Recorded<E>[]>;
  /** Hands events already recorded to the reactor again: the runner's retry of a batch, or a second runner's delivery. */
  redeliver(...events: Recorded<E>[]): Promise<void>;
  /** Every job in the queues, due or delayed, by due time then name. */
  jobs(): Promise<QueuedJob[]>;
};

/**
 * Given events → then jobs, for one reactor (a projection without tables that schedules work), against
 * the real BullMQ queues on Redis under a prefix of the file's own, emptied before each test. The
 * reactor is built over the application's `BullJobQueue`, and `handle` is called inside a transaction
 * of a real migrated database, as the projection runner calls it:
 *
 *   const spec = reactorSpec((jobs) => mockExamJobScheduler(jobs));
 *   it('submits an attempt at its deadline, once', async () => {
 *     const [started] = await spec.given(attemptStarted);
 *     await spec.redeliver(started!);
 *     expect(await spec.jobs()).toEqual([expect.objectContaining({ jobId: `${started!.eventId}-submit` })]);
 *   });
 */
export function reactorSpec<E extends DomainEvent>(build: (jobs: JobQueue) => Projection<E>): ReactorSpec<E> {
  const clock = new FixedClock(new Date('2026-01-01T00:00:00Z'));
  const prefix = `notebook:reactor-spec-${currentRunId()}-${randomBytes(4).toString('hex')}:jobs`;
  let opened:
    { database: TestDatabase; redis: Redis; queue: BullJobQueue; reactor: Projection<E>; readers: Queue[] } | undefined;
  let sequence = 0;

  beforeAll(async () => {
    const database = await createTestDatabase({ poolSize: 1 });
    // BullMQ's blocking commands need a connection that never gives up a request.
    const redis = new Redis(process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379', { maxRetriesPerRequest: null });
    const queue = new BullJobQueue(redis, prefix, clock);
    const readers = JobQueues.map((name) => new Queue(name, { connection: redis, prefix }));
    opened = { database, redis, queue, reactor: build(queue), readers };
  });
  beforeEach(async () => {
    clock.set(new Date('2026-01-01T00:00:00Z'));
    await ready().queue.obliterate();
  });
  afterAll(async () => {
    if (!opened) return;
    await opened.queue.obliterate();
    await Promise.all([opened.queue.close(), ...opened.readers.map((reader) => reader.close())]);
    opened.redis.disconnect();
    await opened.database.drop();
  });

  function ready() {
    if (!opened) throw new Error('reactorSpec: not ready (call it at the top of a describe, not inside a test)');
    return opened;
  }

  const recorded = (event: GivenEvent<E>) => recordedForSpec(event, ++sequence);

  async function deliver(events: Recorded<E>[]): Promise<void> {
    const { database, reactor } = ready();
    await database.db.transaction().execute((trx) => reactor.handle(events, trx));
  }

  return {
    clock,
    async given(...events) {
      const batch = events.map(recorded);
      await deliver(batch);
      return batch;
    },
    redeliver: (...events) => deliver(events),
    async jobs() {
      const found = await Promise.all(
        ready().readers.map(async (reader) =>
          (await reader.getJobs(['delayed', 'wait', 'prioritized'])).map((job): QueuedJob => {
            const { runAt, ...data } = job.data as Record<string, string>;
            return {
              queue: reader.name as JobQueueName,
              name: job.name,
              jobId: job.id ?? '',
              runAt: runAt ?? '',
              data,
            };
          }),
        ),
      );
      return found.flat().sort((a, b) => a.runAt.localeCompare(b.runAt) || a.name.localeCompare(b.name));
    },
  };
}
