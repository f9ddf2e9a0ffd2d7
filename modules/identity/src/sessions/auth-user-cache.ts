import type { Redis } from 'ioredis';
import type { AuthenticatedUser } from '@notebook/kernel';

/**
 * Reads the entry of the user's current generation in one round trip: the generation counter,
 * then the entry written under it.
 */
const READ_CURRENT = `
local generation = redis.call('GET', KEYS[1]) or '0'
return { generation, redis.call('GET', ARGV[1] .. generation) }
`;

/**
 * The signed-in user the guard checks on every call (status, type, privileges, plan), kept in
 * Redis for a short while so a call costs no database read. Entries are keyed by a per-user
 * generation: `evict` moves the generation on, so an entry written by a call that read the
 * database before the change lands under the old generation, where nobody reads it. Every change
 * to what is cached evicts it (IdentityService), and `security/expire-user-cache` does so on demand.
 *
 * Redis down: a call reads the user from the database (signed-in reading goes on), and a change that
 * cannot evict is logged; an entry written before the outage then lives at most its `ttlSeconds`.
 */
export class AuthUserCache {
  constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
    private readonly ttlSeconds: number,
    private readonly now: () => Date = () => new Date(),
  ) {}

  async get(userId: string, load: () => Promise<AuthenticatedUser | null>): Promise<AuthenticatedUser | null> {
    if (this.ttlSeconds === 0) return load();
    const current = await this.readCurrent(userId);
    if (!current) return load();
    const [generation, cached] = current;
    const entry = cached ? (JSON.parse(cached) as AuthenticatedUser) : null;
    // A period or trial that ended since the entry was written closes at once, not when the entry expires.
    if (entry && !(entry.recheckAt && Date.parse(entry.recheckAt) <= this.now().getTime())) return entry;
    const user = await load();
    if (user)
      await this.redis
        .set(this.entryPrefix(userId) + generation, JSON.stringify(user), 'EX', this.ttlSeconds)
        .catch(() => undefined);
    return user;
  }

  /** The user's generation and its entry, or null when Redis cannot be reached. */
  private async readCurrent(userId: string): Promise<[string, string | null] | null> {
    try {
      return (await this.redis.eval(READ_CURRENT, 1, this.generationKey(userId), this.entryPrefix(userId))) as [
        string,
        string | null,
      ];
    } catch {
      return null;
    }
  }

  async evict(userIds: readonly string[]): Promise<void> {
    if (userIds.length === 0) return;
    const batch = this.redis.multi();
    // The counter outlives every entry written under an older generation.
    for (const userId of new Set(userIds))
      batch.incr(this.generationKey(userId)).expire(this.generationKey(userId), this.ttlSeconds * 2 + 86_400);
    await batch.exec().catch((error: Error) => {
      console.warn(`Auth user cache: could not evict ${userIds.length} user(s), Redis unreachable: ${error.message}`);
    });
  }

  private generationKey(userId: string): string {
    return `${this.prefix}:${userId}:generation`;
  }

  private entryPrefix(userId: string): string {
    return `${this.prefix}:${userId}:entry:`;
  }
}
