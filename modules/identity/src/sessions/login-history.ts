import { isIP } from 'node:net';
import { Kysely, sql } from 'kysely';
import type { LoginMethod, Paged, UserLoginRow } from '@notebook/contracts';
import { newId, pagedRows } from '@notebook/kernel';
import type { Database } from '@notebook/read-models';
import { addressKey } from './login-rate-limiter';

/** Where a sign-in came from, as the HTTP request tells it. */
export type LoginOrigin = { ipAddress: string | null; userAgent: string | null };

/** A return with a kept session counts once in this long, however often the app starts. */
const RETURN_EVERY_MS = 30 * 60_000;

/**
 * Each account's sign-ins (operational rows, like refresh tokens, not events): a password or
 * provider sign-in, and a return with a kept session as the web app reports it
 * (`security/report-user-login`). Admins read them on a reader's page.
 */
export class LoginHistory {
  constructor(private readonly db: Kysely<Database>) {}

  async record(
    userId: string,
    method: LoginMethod,
    at: Date,
    origin: LoginOrigin,
    provider: string | null = null,
  ): Promise<void> {
    const ipAddress = plainAddress(origin.ipAddress);
    const row = {
      login_id: newId(),
      user_id: userId,
      at,
      method,
      provider,
      ip_address: ipAddress,
      user_agent: origin.userAgent?.slice(0, 400) ?? null,
    };
    if (method !== 'RETURN') {
      await this.db.insertInto('user_login').values(row).execute();
      return;
    }
    // One statement, so two tabs starting together still record one return.
    await sql`
      INSERT INTO user_login (login_id, user_id, at, method, provider, ip_address, user_agent)
      SELECT ${row.login_id}, ${userId}, ${at}, 'RETURN', NULL, ${row.ip_address}, ${row.user_agent}
      WHERE pg_try_advisory_xact_lock(hashtext(${`user_login:${userId}`}))
        AND NOT EXISTS (SELECT 1 FROM user_login WHERE user_id = ${userId} AND at > ${new Date(at.getTime() - RETURN_EVERY_MS)})
    `.execute(this.db);
  }

  /** Whether the account ever signed in from this address (an IPv6 address: from its /64). */
  async hasSignedInFrom(userId: string, ip: string): Promise<boolean> {
    const address = plainAddress(ip);
    if (!address) return false;
    const row = await sql<{ found: boolean }>`
      SELECT EXISTS (
        SELECT 1 FROM user_login
        WHERE user_id = ${userId} AND ip_address IS NOT NULL AND ip_address::inet <<= ${addressKey(address)}::inet
      ) AS found
    `.execute(this.db);
    return row.rows[0]?.found === true;
  }

  async page(userId: string, input: { page: number; rows: number }): Promise<Paged<UserLoginRow>> {
    const query = this.db.selectFrom('user_login').where('user_id', '=', userId);
    const ordered = (found: typeof query) =>
      found.select(['at', 'method', 'provider', 'ip_address', 'user_agent']).orderBy('at', 'desc').orderBy('login_id');
    return pagedRows(query, ordered, input, (row) => ({
      at: row.at.toISOString(),
      method: row.method,
      provider: row.provider,
      ipAddress: row.ip_address,
      userAgent: row.user_agent,
    }));
  }
}

/** An address as recorded: an IPv4-mapped IPv6 address as plain IPv4, anything that is not an address as none. */
function plainAddress(ip: string | null): string | null {
  if (!ip || isIP(ip) === 0) return null;
  return ip.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, '');
}
