import type { Redis } from 'ioredis';

export type LoginRateLimits = {
  /** Failed attempts on one account before it is locked for the window. */
  failuresPerAccount: number;
  /** Attempts (failed or not) from one IP address within the window. */
  attemptsPerIp: number;
  windowSeconds: number;
};

export const DEFAULT_LOGIN_RATE_LIMITS: LoginRateLimits = { failuresPerAccount: 5, attemptsPerIp: 30, windowSeconds: 15 * 60 };

/** Fixed-window counters in Redis, shared by every API process. */
export class LoginRateLimiter {
  constructor(
    private readonly redis: Redis,
    private readonly limits: LoginRateLimits = DEFAULT_LOGIN_RATE_LIMITS,
    private readonly keyPrefix = 'notebook:login',
  ) {}

  /** Counts this attempt; returns the seconds to wait when the account or the IP is over its limit. */
  async admit(account: string, ip: string): Promise<{ allowed: true } | { allowed: false; retryAfterSeconds: number }> {
    const ipKey = `${this.keyPrefix}:ip:${ip}`;
    const accountKey = this.accountKey(account);
    const [[, ipCount], , [, accountFailures], [, ttl]] = (await this.redis
      .multi()
      .incr(ipKey)
      .expire(ipKey, this.limits.windowSeconds, 'NX')
      .get(accountKey)
      .ttl(accountKey)
      .exec()) as [[null, number], [null, number], [null, string | null], [null, number]];
    if (Number(accountFailures ?? 0) >= this.limits.failuresPerAccount) {
      return { allowed: false, retryAfterSeconds: Math.max(ttl, 1) };
    }
    if (ipCount > this.limits.attemptsPerIp) {
      const ipTtl = await this.redis.ttl(ipKey);
      return { allowed: false, retryAfterSeconds: Math.max(ipTtl, 1) };
    }
    return { allowed: true };
  }

  async recordFailure(account: string): Promise<void> {
    const key = this.accountKey(account);
    await this.redis.multi().incr(key).expire(key, this.limits.windowSeconds, 'NX').exec();
  }

  async recordSuccess(account: string): Promise<void> {
    await this.redis.del(this.accountKey(account));
  }

  private accountKey(account: string): string {
    return `${this.keyPrefix}:account:${account.trim().toLowerCase()}`;
  }
}
