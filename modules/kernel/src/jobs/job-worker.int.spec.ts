import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { SystemClock } from '../clock/clock';
import { BullJobQueue, JobWorker } from './job-queue';

/**
 * Shutting a job worker down (the worker process on SIGTERM, a test's API stopping): running jobs
 * are let finish, but none can keep the process alive past the grace.
 */
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const clock = new SystemClock();
let connection: Redis;
let queue: BullJobQueue;
let prefix: string;
let processors: Record<string, (data: Record<string, string>) => Promise<void>>;

beforeEach(async () => {
  connection = new Redis(REDIS_URL, { maxRetriesPerRequest: null });
  prefix = `job-worker-spec-${randomBytes(4).toString('hex')}`;
  queue = new BullJobQueue(connection, prefix, clock);
  processors = {};
});
afterEach(async () => {
  await queue.obliterate();
  await queue.close();
  connection.disconnect();
});

/** A processor for `name` that runs until the test calls `finish`. */
function runningJob(name: string): { started: Promise<void>; finish: () => void; finished: () => boolean } {
  let markStarted!: () => void;
  let finish!: () => void;
  let done = false;
  const started = new Promise<void>((resolve) => (markStarted = resolve));
  const gate = new Promise<void>((resolve) => (finish = resolve));
  processors[name] = async () => {
    markStarted();
    await gate;
    done = true;
  };
  return { started, finish, finished: () => done };
}

const schedule = (name: string) => queue.schedule({ name, jobId: `${name}-1`, runAt: clock.now(), data: {} });

test('close lets a running job finish first, and the job counts as done', async () => {
  const job = runningJob('finishes');
  const worker = new JobWorker(connection, prefix, processors, clock);
  await schedule('finishes');
  await job.started;
  setTimeout(job.finish, 300);

  await worker.close(10_000);

  expect(job.finished()).toBe(true);
  expect((await queue.jobs(['completed'])).map((each) => each.name)).toEqual(['finishes']);
});

test('a job that never ends keeps close waiting only for the grace', async () => {
  const job = runningJob('hangs');
  const worker = new JobWorker(connection, prefix, processors, clock, { onError: () => undefined });
  await schedule('hangs');
  await job.started;
  const started = Date.now();

  await worker.close(500);

  expect(Date.now() - started).toBeLessThan(5_000);
  expect(job.finished()).toBe(false);
  job.finish();
});
