import { createHash, randomBytes } from 'node:crypto';
import { Kysely } from 'kysely';
import { newId } from '@notebook/kernel';
import type { Database } from '@notebook/read-models';

/** A session (a family of rotated refresh tokens) ends this long after its sign-in, however often it rotates. */
export const REFRESH_TOKEN_TTL_MS = 30 * 24 * 60 * 60 * 1000;

export type IssuedRefreshToken = { cookieValue: string; expiresAt: Date };
export type RotationOutcome =
  | { kind: 'rotated'; userId: string; next: IssuedRefreshToken }
  | { kind: 'invalid' }
  /** The token had already been rotated: someone replayed it, so its whole family is revoked. */
  | { kind: 'reused' };

const hashSecret = (secret: string) => createHash('sha256').update(secret).digest('hex');

/**
 * Rotating refresh tokens, one family per login. The cookie holds `<tokenId>.<secret>`; only a
 * hash of the secret is stored. Every token of a family expires when the family does, 30 days
 * after the sign-in: rotating never extends a session.
 */
export class RefreshTokenStore {
  constructor(private readonly db: Kysely<Database>) {}

  /** A new session's first token, or (with `family`) the next token of a session, expiring with it. */
  async issue(userId: string, now: Date, family?: { familyId: string; expiresAt: Date }): Promise<IssuedRefreshToken> {
    const tokenId = newId();
    const secret = randomBytes(32).toString('base64url');
    const familyId = family?.familyId ?? newId();
    const expiresAt = family?.expiresAt ?? new Date(now.getTime() + REFRESH_TOKEN_TTL_MS);
    await this.db
      .insertInto('refresh_token')
      .values({
        token_id: tokenId,
        family_id: familyId,
        user_id: userId,
        token_hash: hashSecret(secret),
        created_at: now,
        expires_at: expiresAt,
        used_at: null,
        revoked_at: null,
      })
      .execute();
    return { cookieValue: `${tokenId}.${secret}`, expiresAt };
  }

  async rotate(cookieValue: string, now: Date): Promise<RotationOutcome> {
    const presented = parseCookie(cookieValue);
    if (!presented) return { kind: 'invalid' };
    const row = await this.db
      .selectFrom('refresh_token')
      .selectAll()
      .where('token_id', '=', presented.tokenId)
      .executeTakeFirst();
    if (!row || row.token_hash !== hashSecret(presented.secret)) return { kind: 'invalid' };
    if (row.revoked_at || row.expires_at <= now) return { kind: 'invalid' };
    // Marking it used only if nobody did before makes two concurrent rotations race safely.
    const claimed = await this.db
      .updateTable('refresh_token')
      .set({ used_at: now })
      .where('token_id', '=', row.token_id)
      .where('used_at', 'is', null)
      .executeTakeFirst();
    if (claimed.numUpdatedRows === 0n) {
      await this.revokeFamily(row.family_id, now);
      return { kind: 'reused' };
    }
    const next = await this.issue(row.user_id, now, { familyId: row.family_id, expiresAt: row.expires_at });
    return { kind: 'rotated', userId: row.user_id, next };
  }

  async revokeByCookie(cookieValue: string, now: Date): Promise<void> {
    const family = await this.familyOf(cookieValue);
    if (family) await this.revokeFamily(family.familyId, now);
  }

  /** The session a cookie belongs to, when its secret is right. */
  private async familyOf(cookieValue: string): Promise<{ familyId: string; userId: string } | undefined> {
    const presented = parseCookie(cookieValue);
    if (!presented) return undefined;
    const row = await this.db
      .selectFrom('refresh_token')
      .select(['family_id', 'user_id', 'token_hash'])
      .where('token_id', '=', presented.tokenId)
      .executeTakeFirst();
    return row && row.token_hash === hashSecret(presented.secret)
      ? { familyId: row.family_id, userId: row.user_id }
      : undefined;
  }

  /** Ends every session of the user but the one `keepCookie` belongs to (all of them without it). */
  async revokeOtherSessions(userId: string, keepCookie: string | undefined, now: Date): Promise<void> {
    const kept = keepCookie ? await this.familyOf(keepCookie) : undefined;
    let revoke = this.db
      .updateTable('refresh_token')
      .set({ revoked_at: now })
      .where('user_id', '=', userId)
      .where('revoked_at', 'is', null);
    if (kept && kept.userId === userId) revoke = revoke.where('family_id', '!=', kept.familyId);
    await revoke.execute();
  }

  async revokeAllForUser(userId: string, now: Date): Promise<void> {
    await this.db
      .updateTable('refresh_token')
      .set({ revoked_at: now })
      .where('user_id', '=', userId)
      .where('revoked_at', 'is', null)
      .execute();
  }

  private async revokeFamily(familyId: string, now: Date): Promise<void> {
    await this.db
      .updateTable('refresh_token')
      .set({ revoked_at: now })
      .where('family_id', '=', familyId)
      .where('revoked_at', 'is', null)
      .execute();
  }
}

function parseCookie(value: string): { tokenId: string; secret: string } | null {
  const match = /^([0-9a-f-]{36})\.([A-Za-z0-9_-]{20,})$/.exec(value);
  return match ? { tokenId: match[1]!, secret: match[2]! } : null;
}
