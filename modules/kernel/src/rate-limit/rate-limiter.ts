import type { Redis } from 'ioredis';
import { Messages } from '@notebook/contracts';
import { ServiceUnavailableError } from '../errors/domain-errors';

/** So many hits per window of so many seconds. */
export type RateRule = { limit: number; windowSeconds: number };
export type Admission = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/**
 * THE rate limiter: fixed-window counters in Redis, shared by every API process, for every limit
 * the product keeps (sign-in attempts, Contact Us messages, public search, public writes). A
 * limit is a `bucket` (what is limited) and a `key` (whose: an address, an account).
 *
 * Without Redis a limit cannot be checked, and a limit that is skipped is no limit: every call then
 * answers 503 (`Messages.serviceBusy`) until Redis is back, rather than letting the call through.
 */
export class RateLimiter {
  constructor(
    private readonly redis: Redis,
    /** Keyed by database (`redisKeyPrefix`), so deployments or test files sharing a Redis do not share counts. */
    private readonly prefix: string,
  ) {}

  /** Counts this hit; refused once the window holds more than `rule.limit`, with the seconds left in it. */
  async hit(bucket: string, key: string, rule: RateRule): Promise<Admission> {
    const counter = this.keyOf(bucket, key);
    const [[, count], , [, ttl]] = (await unlessRedisIsDown(() =>
      this.redis.multi().incr(counter).expire(counter, rule.windowSeconds, 'NX').ttl(counter).exec(),
    )) as [[null, number], [null, number], [null, number]];
    return count > rule.limit ? { allowed: false, retryAfterSeconds: Math.max(ttl, 1) } : { allowed: true };
  }

  /** Hits in the current window, without counting one. */
  async count(bucket: string, key: string): Promise<number> {
    return Number((await unlessRedisIsDown(() => this.redis.get(this.keyOf(bucket, key)))) ?? 0);
  }

  async reset(bucket: string, key: string): Promise<void> {
    await unlessRedisIsDown(() => this.redis.del(this.keyOf(bucket, key)));
  }

  /** Holds `key` off for `seconds` (a lock-out); `blockedFor` says how long is left. */
  async block(bucket: string, key: string, seconds: number): Promise<void> {
    const blocked = this.keyOf(`${bucket}:blocked`, key);
    await unlessRedisIsDown(() => this.redis.set(blocked, '1', 'EX', Math.max(1, Math.ceil(seconds))));
  }

  async blockedFor(bucket: string, key: string): Promise<number> {
    const ttl = await unlessRedisIsDown(() => this.redis.ttl(this.keyOf(`${bucket}:blocked`, key)));
    return ttl > 0 ? ttl : 0;
  }

  private keyOf(bucket: string, key: string): string {
    return `${this.prefix}:${bucket}:${key}`;
  }
}

/** Runs a Redis command; Redis unreachable (refused, closed, retries spent) becomes a 503 for the caller. */
async function unlessRedisIsDown<T>(command: () => Promise<T>): Promise<T> {
  try {
    return await command();
  } catch (error) {
    throw new ServiceUnavailableError(Messages.serviceBusy, undefined, { cause: error });
  }
}
