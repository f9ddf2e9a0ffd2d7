import { isIPv4, isIPv6 } from 'node:net';
import type { Admission, RateLimiter } from '@notebook/kernel';

export type LoginRateLimits = {
  /** Wrong passwords for one account from one address before that address is held off the account. */
  failuresPerAccount: number;
  /** Wrong passwords for one account from every address together before the account is held off for all. */
  failuresPerAccountAllAddresses: number;
  /** Attempts (failed or not) from one address within the window, whatever the accounts. */
  attemptsPerIp: number;
  windowSeconds: number;
};

export const DEFAULT_LOGIN_RATE_LIMITS: LoginRateLimits = {
  failuresPerAccount: 5,
  failuresPerAccountAllAddresses: 100,
  attemptsPerIp: 30,
  windowSeconds: 15 * 60,
};

/** The first hold-off after too many failures; each one after it in a day doubles, up to an hour. */
const FIRST_HOLD_OFF_SECONDS = 60;
const LONGEST_HOLD_OFF_SECONDS = 60 * 60;
const DAY_SECONDS = 24 * 60 * 60;

/**
 * Sign-in limits on the kernel's rate limiter. Failures are counted per account AND address, so a
 * stranger typing wrong passwords holds off only their own address, not the account's owner;
 * the hold-off grows (1 min, 2, 4 … to 1 h) with each lock-out in a day. A far higher count over
 * every address guards against guessing from many addresses: it holds off only addresses and
 * devices the account never signed in from (issue 24), so a stranger cannot lock the owner out.
 * One address is also limited over all the accounts it tries. An IPv6 address counts as its /64
 * (one subscriber's network), as a client can pick any address in it.
 */
export class LoginRateLimiter {
  constructor(
    private readonly limiter: RateLimiter,
    private readonly limits: LoginRateLimits = DEFAULT_LOGIN_RATE_LIMITS,
  ) {}

  /**
   * Counts this attempt; the seconds to wait when the address, the account from it, or (from an
   * address or device the account never signed in from) the account is held off.
   */
  async admit(account: string, ip: string, origin: { familiar: boolean } = { familiar: false }): Promise<Admission> {
    const pair = pairKey(account, ip);
    const accountHold = origin.familiar ? 0 : await this.limiter.blockedFor('login-account', accountKey(account));
    const heldOff = Math.max(await this.limiter.blockedFor('login-pair', pair), accountHold);
    if (heldOff > 0) return { allowed: false, retryAfterSeconds: heldOff };
    return this.limiter.hit('login-ip', addressKey(ip), {
      limit: this.limits.attemptsPerIp,
      windowSeconds: this.limits.windowSeconds,
    });
  }

  async recordFailure(account: string, ip: string): Promise<void> {
    const window = this.limits.windowSeconds;
    const pair = pairKey(account, ip);
    const fromHere = await this.limiter.hit('login-pair', pair, {
      limit: this.limits.failuresPerAccount - 1,
      windowSeconds: window,
    });
    if (!fromHere.allowed) {
      await this.limiter.reset('login-pair', pair);
      const lockOuts = await this.limiter.count('login-lockouts', pair);
      await this.limiter.hit('login-lockouts', pair, { limit: Number.MAX_SAFE_INTEGER, windowSeconds: DAY_SECONDS });
      await this.limiter.block(
        'login-pair',
        pair,
        Math.min(FIRST_HOLD_OFF_SECONDS * 2 ** lockOuts, LONGEST_HOLD_OFF_SECONDS),
      );
    }
    const everywhere = await this.limiter.hit('login-account', accountKey(account), {
      limit: this.limits.failuresPerAccountAllAddresses - 1,
      windowSeconds: window,
    });
    if (!everywhere.allowed)
      await this.limiter.block('login-account', accountKey(account), everywhere.retryAfterSeconds);
  }

  /** A right password clears that address's failures on the account (not its lock-out history). */
  async recordSuccess(account: string, ip: string): Promise<void> {
    await this.limiter.reset('login-pair', pairKey(account, ip));
  }
}

/**
 * The network an address counts as: an IPv4 address itself (also when written IPv4-mapped, as
 * `::ffff:192.0.2.1`), an IPv6 address its /64, in CIDR form (`2001:db8:0:1::/64`).
 */
export function addressKey(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped && isIPv4(mapped[1]!)) return mapped[1]!;
  if (!isIPv6(ip)) return ip;
  const [head = '', tail = ''] = ip.toLowerCase().split('::');
  const left = head ? head.split(':') : [];
  // A dotted IPv4 tail (`::ffff:0:192.0.2.1`) stands for two groups.
  const right = tail ? tail.split(':').flatMap((group) => (group.includes('.') ? ['0', '0'] : [group])) : [];
  const groups = ip.includes('::')
    ? [...left, ...Array<string>(8 - left.length - right.length).fill('0'), ...right]
    : left;
  return `${groups
    .slice(0, 4)
    .map((group) => group.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}

const accountKey = (account: string) => account.trim().toLowerCase();
const pairKey = (account: string, ip: string) => `${accountKey(account)}|${addressKey(ip)}`;
