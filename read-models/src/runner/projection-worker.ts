import { Alarm } from './alarm';
import { LeaseLostError } from './errors';
import type { LockSession } from './lock-session';
import { CatchUpOptions, ProjectionCatchUp } from './projection-catch-up';

export type WorkerTiming = {
  /** How often a runner that does not hold the projection tries to take it over. */
  acquireIntervalMs: number;
  /** How long an idle runner waits for new events when no notification arrives. */
  pollIntervalMs: number;
  /** Wait after a failed batch; doubles on each failure in a row, up to 30 s. */
  retryDelayMs: number;
};

/** First retry after a notification whose events are not yet below the committed fence. */
const FENCE_RETRY_MS = 5;
const MAX_RETRY_DELAY_MS = 30_000;

/** Keeps one projection running in this process whenever this process can hold its lock. */
export class ProjectionWorker {
  private stopping = false;
  private readonly appended = new Alarm();
  private readonly stopped = new Alarm();
  private loop: Promise<void> | null = null;
  private readonly catchUp: ProjectionCatchUp;
  private readonly handled: ReadonlySet<string>;

  constructor(
    private readonly session: LockSession,
    private readonly options: CatchUpOptions & WorkerTiming,
  ) {
    this.catchUp = new ProjectionCatchUp(options);
    this.handled = new Set(options.projection.canHandle);
  }

  get projectionName(): string {
    return this.options.projection.name;
  }

  start(): void {
    this.loop ??= this.run();
  }

  /** Whether any of these event types is one this projection reads. */
  reads(types: readonly string[]): boolean {
    return types.some((type) => this.handled.has(type));
  }

  /** Events were appended: look now rather than at the next poll. */
  wake(): void {
    this.appended.ring();
  }

  async stop(): Promise<void> {
    this.stopping = true;
    this.appended.ring();
    this.stopped.ring();
    await this.loop;
  }

  private async run(): Promise<void> {
    while (!this.stopping) {
      const held = await this.acquire();
      if (held) {
        await this.serve(held);
        await this.session
          .release(this.projectionName)
          .catch((error) => this.log('warn', 'could not release its lock', error));
      }
      if (!this.stopping) await this.stopped.sleep(this.options.acquireIntervalMs);
    }
  }

  private async acquire(): Promise<AbortSignal | null> {
    try {
      return await this.session.tryAcquire(this.projectionName);
    } catch (error) {
      this.log('warn', 'could not try its lock', error);
      return null;
    }
  }

  private async serve(held: AbortSignal): Promise<void> {
    this.log('info', `running in ${this.options.fence.ownerId}`);
    const onLost = () => this.appended.ring();
    held.addEventListener('abort', onLost);
    let failures = 0;
    let quickRetryMs: number | null = null;
    try {
      while (!this.stopping && !held.aborted) {
        try {
          const more = await this.catchUp.step();
          failures = 0;
          if (more) continue;
          const rang = await this.appended.sleep(quickRetryMs ?? this.options.pollIntervalMs);
          quickRetryMs = this.nextQuickRetry(rang, quickRetryMs);
        } catch (error) {
          if (error instanceof LeaseLostError) return this.log('warn', 'lease taken over; stepping down');
          failures += 1;
          this.log('error', `batch failed (attempt ${failures}); retrying from the stored checkpoint`, error);
          await this.stopped.sleep(Math.min(this.options.retryDelayMs * 2 ** (failures - 1), MAX_RETRY_DELAY_MS));
        }
      }
    } finally {
      held.removeEventListener('abort', onLost);
    }
  }

  /** After a notification, look again shortly: the new events may still be above the fence. */
  private nextQuickRetry(rang: boolean, previous: number | null): number | null {
    if (rang) return FENCE_RETRY_MS;
    if (previous === null || previous * 2 >= this.options.pollIntervalMs) return null;
    return previous * 2;
  }

  private log(level: 'info' | 'warn' | 'error', message: string, error?: unknown): void {
    const text = `Projection ${this.projectionName}: ${message}`;
    if (error === undefined) this.options.logger[level](text);
    else this.options.logger[level](text, error);
  }
}
