import { createHash, randomBytes } from 'node:crypto';
import { Kysely } from 'kysely';
import { newId } from '@notebook/kernel';
import type { Database } from '@notebook/read-models';

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
 * hash of the secret is stored.
 */
export class RefreshTokenStore {
  constructor(private readonly db: Kysely<Database>) {}

  async issue(userId: string, now: Date, familyId: string = newId()): Promise<IssuedRefreshToken> {
    const tokenId = newId();
    const secret = randomBytes(32).toString('base64url');
    const expiresAt = new Date(now.getTime() + REFRESH_TOKEN_TTL_MS);
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
    const row = await this.db.selectFrom('refresh_token').selectAll().where('token_id', '=', presented.tokenId).executeTakeFirst();
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
    const next = await this.issue(row.user_id, now, row.family_id);
    return { kind: 'rotated', userId: row.user_id, next };
  }

  async revokeByCookie(cookieValue: string, now: Date): Promise<void> {
    const presented = parseCookie(cookieValue);
    if (!presented) return;
    const row = await this.db.selectFrom('refresh_token').select(['family_id', 'token_hash']).where('token_id', '=', presented.tokenId).executeTakeFirst();
    if (row && row.token_hash === hashSecret(presented.secret)) await this.revokeFamily(row.family_id, now);
  }

  async revokeAllForUser(userId: string, now: Date): Promise<void> {
    await this.db.updateTable('refresh_token').set({ revoked_at: now }).where('user_id', '=', userId).where('revoked_at', 'is', null).execute();
  }

  private async revokeFamily(familyId: string, now: Date): Promise<void> {
    await this.db.updateTable('refresh_token').set({ revoked_at: now }).where('family_id', '=', familyId).where('revoked_at', 'is', null).execute();
  }
}

function parseCookie(value: string): { tokenId: string; secret: string } | null {
  const match = /^([0-9a-f-]{36})\.([A-Za-z0-9_-]{20,})$/.exec(value);
  return match ? { tokenId: match[1]!, secret: match[2]! } : null;
}
