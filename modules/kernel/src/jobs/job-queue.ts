import { type ConnectionOptions, DelayedError, type Job, Queue, UnrecoverableError, Worker } from 'bullmq';
import type { Clock } from '../clock/clock';
import { MAIL_JOB } from '../mail/mail-sender';

/**
 * The application's queues, each with its own workers so none waits behind another: scheduled work,
 * the payment provider's webhooks (a burst of payments never delays the exams' timers), and e-mail
 * (a mail is never held up by webhooks or timers).
 */
export const JobQueues = ['notebook-jobs', 'payments', 'mail'] as const;
export type JobQueueName = (typeof JobQueues)[number];

/**
 * Work to do at a time: `jobId` makes it once (a second request with the same id is a no-op while the
 * first is kept). Without `queue` it goes with the scheduled work, or on the mail queue for `mail.send`.
 */
export type JobRequest = {
  name: string;
  jobId: string;
  runAt: Date;
  data: Record<string, string>;
  queue?: JobQueueName;
};
/** Runs a job. It must be safe to run twice (BullMQ delivers at least once): the deciders refuse a repeat. */
export type JobProcessor = (data: Record<string, string>) => Promise<void>;

/**
 * Thrown by a processor for work that can never succeed, however often it is tried (a webhook its
 * payment refuses): the job fails at once, keeping this message as its reason, and is not retried.
 */
export class JobRefusedError extends UnrecoverableError {}

// Every e-mail goes on the mail queue whoever asks for it, so no caller can put one behind other work.
const queueOf = (job: JobRequest): JobQueueName => job.queue ?? (job.name === MAIL_JOB ? 'mail' : 'notebook-jobs');

/** Where jobs are scheduled: BullMQ on Redis (`BullJobQueue`) in the application. */
export abstract class JobQueue {
  abstract schedule(job: JobRequest): Promise<void>;
}

/** Completed jobs are kept a day (so a repeated request within it stays a no-op), failed ones a week. */
const KEEP = { removeOnComplete: { age: 86_400 }, removeOnFail: { age: 7 * 86_400 } };

/**
 * The BullMQ queue of the application's scheduled work (mock exams opening and closing, attempts
 * submitted at their deadline). A job waits until `runAt` by the application's clock; the worker
 * (`JobWorker`, in apps/worker) runs it; failures are retried with a growing delay, apart from a
 * `JobRefusedError`, which fails the job once.
 */
export class BullJobQueue extends JobQueue {
  private readonly queues: Record<JobQueueName, Queue>;

  constructor(
    connection: ConnectionOptions,
    prefix: string,
    private readonly clock: Clock,
  ) {
    super();
    const logTrouble = everyTenSeconds((error: Error) => console.error(`Job queue: ${error.message}`));
    const open = (name: JobQueueName) => new Queue(name, { connection, prefix }).on('error', logTrouble);
    this.queues = { 'notebook-jobs': open('notebook-jobs'), payments: open('payments'), mail: open('mail') };
  }

  private get all(): Queue[] {
    return Object.values(this.queues);
  }

  async schedule(job: JobRequest): Promise<void> {
    const delay = Math.max(0, job.runAt.getTime() - this.clock.now().getTime());
    await this.queues[queueOf(job)].add(
      job.name,
      { ...job.data, runAt: job.runAt.toISOString() },
      {
        jobId: job.jobId,
        delay,
        attempts: 10,
        backoff: { type: 'exponential', delay: 1_000 },
        ...KEEP,
      },
    );
  }

  /**
   * Moves the waiting jobs that are due by the application's clock to run now: for a clock that is
   * moved by hand (tests), where BullMQ's own timer, counting real time, would not see them due.
   */
  async promoteDue(): Promise<number> {
    const now = this.clock.now().getTime();
    let promoted = 0;
    for (const job of (await Promise.all(this.all.map((queue) => queue.getDelayed()))).flat()) {
      if (Date.parse(String(job.data.runAt)) <= now) {
        await job.promote();
        promoted += 1;
      }
    }
    return promoted;
  }

  /** Jobs waiting to run now or running, and delayed ones already due by the application's clock: what tests wait on. */
  async dueOrRunning(): Promise<number> {
    const now = this.clock.now().getTime();
    let total = 0;
    for (const queue of this.all) {
      const counts = await queue.getJobCounts('wait', 'active', 'prioritized');
      const due = (await queue.getDelayed()).filter(
        (job) => Date.parse(String(job.data.runAt)) <= now && job.attemptsMade === 0,
      ).length;
      total += Object.values(counts).reduce((sum, count) => sum + count, 0) + due;
    }
    return total;
  }

  /** The scheduled jobs by name and state, for tests and operators. */
  async jobs(
    states: Array<'delayed' | 'wait' | 'active' | 'completed' | 'failed'>,
  ): Promise<Array<{ id: string; name: string; data: Record<string, string> }>> {
    const found = (await Promise.all(this.all.map((queue) => queue.getJobs(states)))).flat();
    return found.map((job) => ({ id: job.id ?? '', name: job.name, data: job.data as Record<string, string> }));
  }

  /** The jobs that failed for good (refused, or out of attempts): how often each was tried and why it failed last. */
  async failedJobs(): Promise<
    Array<{ queue: JobQueueName; id: string; name: string; attempts: number; reason: string }>
  > {
    const failedOf = async (name: JobQueueName) =>
      (await this.queues[name].getFailed()).map((job) => ({
        queue: name,
        id: job.id ?? '',
        name: job.name,
        attempts: job.attemptsMade,
        reason: job.failedReason,
      }));
    return (await Promise.all(JobQueues.map(failedOf))).flat();
  }

  /** Forgets every job (a test database's queue, at the start). */
  async obliterate(): Promise<void> {
    for (const queue of this.all) await queue.obliterate({ force: true });
  }

  async close(): Promise<void> {
    await Promise.all(this.all.map((queue) => queue.close()));
  }
}

/**
 * Runs the queue's jobs with the processors by job name. A job that comes early by the application's
 * clock (a clock skew between processes) goes back to wait until it is due.
 */
export class JobWorker {
  private readonly workers: Worker[];
  /** The jobs this process is running now: `close` lets them finish, within its grace. */
  private readonly running = new Set<Promise<void>>();

  constructor(
    connection: ConnectionOptions,
    prefix: string,
    processors: Readonly<Record<string, JobProcessor>>,
    clock: Clock,
    options: {
      concurrency?: number;
      onFailed?: (job: Job | undefined, error: Error) => void;
      /** A worker's own trouble (Redis lost, a job's result not saved); without a listener Node would throw it. */
      onError?: (error: Error) => void;
    } = {},
  ) {
    const workerOf = (queue: JobQueueName) =>
      new Worker(
        queue,
        async (job, token) => {
          const processor = processors[job.name];
          if (!processor) throw new Error(`No processor for job ${job.name}`);
          const runAt = Date.parse(String(job.data.runAt));
          if (runAt > clock.now().getTime() && token) {
            await job.moveToDelayed(Date.now() + (runAt - clock.now().getTime()), token);
            throw new DelayedError();
          }
          await this.track(processor(job.data as Record<string, string>));
        },
        // A job is one short command: a worker killed mid-job loses its lock after 10 s, and the job is
        // handed to another (or the restarted) worker within 5 s more.
        { connection, prefix, concurrency: options.concurrency ?? 4, lockDuration: 10_000, stalledInterval: 5_000 },
      );
    this.workers = JobQueues.map(workerOf);
    for (const worker of this.workers) {
      if (options.onFailed) worker.on('failed', options.onFailed);
      worker.on('error', options.onError ?? everyTenSeconds((error) => console.error(`Job worker: ${error.message}`)));
    }
  }

  /**
   * Stops taking jobs once the running ones have finished, or after `graceMs` whichever is first. A
   * job cut short is handed out again once its lock lapses (every job is safe to run twice), so a
   * processor that never returns cannot keep a shutting-down worker alive.
   */
  async close(graceMs = 15_000): Promise<void> {
    let timer: NodeJS.Timeout | undefined;
    const grace = new Promise<void>((resolve) => (timer = setTimeout(resolve, graceMs)));
    await Promise.race([Promise.allSettled([...this.running]), grace]).finally(() => clearTimeout(timer));
    // Forced: BullMQ's own wait for running jobs has no bound, and they are finished or given up by now.
    await Promise.all(this.workers.map((worker) => worker.close(true)));
  }

  private async track(work: Promise<void>): Promise<void> {
    this.running.add(work);
    try {
      await work;
    } finally {
      this.running.delete(work);
    }
  }
}

/** A Redis outage makes every connection fail on every retry: say so at most once in ten seconds. */
function everyTenSeconds(log: (error: Error) => void): (error: Error) => void {
  let last = 0;
  return (error) => {
    if (Date.now() - last < 10_000) return;
    last = Date.now();
    log(error);
  };
}
