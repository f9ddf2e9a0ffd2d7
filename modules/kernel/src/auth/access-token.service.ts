import jwt from 'jsonwebtoken';
import type { UserType } from '@notebook/contracts';
import { Clock } from '../clock/clock';

export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;

/** `ver`: the account's token version when the token was issued (AuthenticatedUser.tokenVersion). */
export type AccessTokenClaims = { sub: string; typ: UserType; ver: number; exp: number; iat: number };

/** Short-lived HS256 access tokens; the refresh token (identity module) renews them. */
export class AccessTokenService {
  constructor(
    private readonly secret: string,
    private readonly clock: Clock,
  ) {}

  issue(userId: string, userType: UserType, tokenVersion: number): { token: string; expiresAt: number } {
    const iat = Math.floor(this.clock.now().getTime() / 1000);
    const expiresAt = iat + ACCESS_TOKEN_TTL_SECONDS;
    const token = jwt.sign({ sub: userId, typ: userType, ver: tokenVersion, iat, exp: expiresAt }, this.secret, {
      algorithm: 'HS256',
      noTimestamp: true,
    });
    return { token, expiresAt };
  }

  /** The claims of a valid token, or null for a forged, malformed or expired one, one that never expires, or one without a version. */
  verify(token: string): AccessTokenClaims | null {
    try {
      const claims = jwt.verify(token, this.secret, {
        algorithms: ['HS256'],
        clockTimestamp: Math.floor(this.clock.now().getTime() / 1000),
      });
      if (typeof claims !== 'object' || typeof claims.sub !== 'string' || typeof claims.exp !== 'number') return null;
      const typ = (claims as { typ?: unknown }).typ;
      if (typ !== 'ADMIN' && typ !== 'READER') return null;
      if (!Number.isInteger((claims as { ver?: unknown }).ver)) return null;
      return claims as AccessTokenClaims;
    } catch {
      return null;
    }
  }
}
