import { randomBytes } from 'node:crypto';
import { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import { SystemClock } from '../clock/clock';
import { MAIL_JOB } from '../mail/mail-sender';
import { BullJobQueue, type JobProcessor, type JobQueueName, JobRefusedError, JobWorker } from './job-queue';

/**
 * What the queues promise beyond running jobs: work that can never succeed fails once instead of
 * being retried, ordinary failures are retried, and e-mail has a queue of its own, so a mail is sent
 * while every other queue is busy.
 */
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const clock = new SystemClock();
let connection: Redis;
let queue: BullJobQueue;
let prefix: string;
let worker: JobWorker | undefined;

beforeEach(async () => {
  connection = new Redis(REDIS_URL, { maxRetriesPerRequest: null });
  prefix = `job-queues-spec-${randomBytes(4).toString('hex')}`;
  queue = new BullJobQueue(connection, prefix, clock);
});
afterEach(async () => {
  await worker?.close(1_000);
  worker = undefined;
  await queue.obliterate();
  await queue.close();
  connection.disconnect();
});

const startWorker = (processors: Record<string, JobProcessor>) =>
  (worker = new JobWorker(connection, prefix, processors, clock, { concurrency: 1, onError: () => undefined }));

const schedule = (name: string, queueName?: JobQueueName) =>
  queue.schedule({ name, jobId: `${name}-1`, runAt: clock.now(), data: {}, queue: queueName });

/** The job as BullMQ keeps it: its state, how often it was tried, and why it failed last. */
async function stored(queueName: JobQueueName, jobId: string) {
  const reader = new Queue(queueName, { connection, prefix });
  try {
    // The state first: a job read after it is at least as far along.
    const state = await reader.getJobState(jobId);
    const job = await reader.getJob(jobId);
    return { state, attempts: job?.attemptsMade, reason: job?.failedReason };
  } finally {
    await reader.close();
  }
}

async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 10_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('failures', () => {
  test('a job refused for good (JobRefusedError) is tried once and kept as failed with its reason', async () => {
    let tries = 0;
    startWorker({
      refused: async () => {
        tries += 1;
        throw new JobRefusedError('Webhook amount does not match the payment');
      },
    });
    await schedule('refused', 'payments');

    const job = await until(
      () => stored('payments', 'refused-1'),
      (found) => found.state === 'failed',
    );

    expect(job).toEqual({ state: 'failed', attempts: 1, reason: 'Webhook amount does not match the payment' });
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(tries).toBe(1);
  });

  test('an ordinary error is retried (with backoff) until the job goes through', async () => {
    let tries = 0;
    startWorker({
      flaky: async () => {
        tries += 1;
        if (tries === 1) throw new Error('The database is away for a moment');
      },
    });
    await schedule('flaky', 'payments');

    const job = await until(
      () => stored('payments', 'flaky-1'),
      (found) => found.state === 'completed',
    );

    expect([job.state, tries]).toEqual(['completed', 2]);
  });
});

describe('the mail queue', () => {
  test('an e-mail goes on its own queue, and is sent while the payments and scheduled-work queues are stuck', async () => {
    const release: Array<() => void> = [];
    const stuck = async () => new Promise<void>((resolve) => release.push(resolve));
    let mailed = false;
    startWorker({ webhook: stuck, timer: stuck, [MAIL_JOB]: async () => void (mailed = true) });
    // Each queue's one place taken by a job that does not end, and more waiting behind it.
    await Promise.all([
      schedule('webhook', 'payments'),
      schedule('timer'),
      queue.schedule({ name: 'webhook', jobId: 'webhook-2', runAt: clock.now(), data: {}, queue: 'payments' }),
    ]);
    await until(
      async () => release.length,
      (running) => running === 2,
    );

    await schedule(MAIL_JOB);

    expect(await until(async () => mailed, Boolean, 5_000)).toBe(true);
    expect((await queue.jobs(['active', 'completed'])).map((job) => job.name).sort()).toEqual(
      [MAIL_JOB, 'timer', 'webhook'].sort(),
    );
    expect(await stored('mail', `${MAIL_JOB}-1`)).toMatchObject({ state: 'completed' });
    for (const finish of release) finish();
  });
});
