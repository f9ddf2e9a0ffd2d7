import type { Redis } from 'ioredis';

/**
 * Fixed-window counter in Redis per sender address: the form is open to anyone, so one address
 * may send only so many messages an hour. Shared by every API process.
 */
export class ContactMessageRateLimiter {
  constructor(
    private readonly redis: Redis,
    private readonly messagesPerHour: number,
    private readonly keyPrefix: string,
  ) {}

  /** Counts this message; returns the seconds to wait when the address is over its limit. */
  async admit(ip: string): Promise<{ allowed: true } | { allowed: false; retryAfterSeconds: number }> {
    const key = `${this.keyPrefix}:ip:${ip}`;
    const [[, count], , [, ttl]] = (await this.redis.multi().incr(key).expire(key, 3600, 'NX').ttl(key).exec()) as [
      [null, number],
      [null, number],
      [null, number],
    ];
    return count > this.messagesPerHour ? { allowed: false, retryAfterSeconds: Math.max(ttl, 1) } : { allowed: true };
  }
}
