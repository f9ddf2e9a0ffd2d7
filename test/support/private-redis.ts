import { type ChildProcess, spawn } from 'node:child_process';
import { Redis } from 'ioredis';
import { killHard, unusedPort } from './app-process';

/**
 * A Redis server of a test's own (the `redis-server` the machine has), on a free port, that the test
 * may kill and start again on the same port: a real outage, without touching the Redis every other
 * test shares.
 */
export class PrivateRedis {
  private process: ChildProcess | null = null;

  private constructor(readonly port: number) {}

  static async start(): Promise<PrivateRedis> {
    const redis = new PrivateRedis(await unusedPort());
    await redis.start();
    return redis;
  }

  get url(): string {
    return `redis://127.0.0.1:${this.port}`;
  }

  get running(): boolean {
    return this.process !== null;
  }

  async start(): Promise<void> {
    if (this.process) return;
    const args = ['--port', String(this.port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'];
    this.process = spawn('redis-server', args, { stdio: 'ignore' });
    await this.untilAnswering();
  }

  /** SIGKILL: the server is gone at once, as when its machine fails. */
  async kill(): Promise<void> {
    const running = this.process;
    if (!running) return;
    this.process = null;
    await killHard(running);
  }

  private async untilAnswering(): Promise<void> {
    const deadline = Date.now() + 10_000;
    for (;;) {
      const probe = new Redis(this.url, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null });
      try {
        await probe.connect();
        if ((await probe.ping()) === 'PONG') return;
      } catch (error) {
        if (Date.now() > deadline) throw error;
        await new Promise((resolve) => setTimeout(resolve, 50));
      } finally {
        probe.disconnect();
      }
    }
  }
}
