import { createHmac, timingSafeEqual } from 'node:crypto';
import { PublicRoutes } from '@notebook/contracts';

/** What a link in an e-mail is for; part of what is signed, so a confirmation link cannot reset a password. */
export type LinkPurpose = 'confirm-email' | 'reset-password';

/**
 * The token of a link sent by e-mail: `<userId>.<tokenId>.<signature>`, the signature an HMAC-SHA256
 * of the purpose, user and token id under the application's secret. The event records the token
 * id only; whoever holds the link holds the signature. Which token is the newest, whether it was
 * used and whether it expired are the user decider's to say.
 */
export class AccountLinks {
  constructor(
    private readonly secret: string,
    readonly publicBaseUrl: string,
  ) {}

  token(purpose: LinkPurpose, userId: string, tokenId: string): string {
    return `${userId}.${tokenId}.${this.signature(purpose, userId, tokenId)}`;
  }

  /** The web page the link opens: /public/confirm-email?token=… or /public/reset-password?token=… */
  url(purpose: LinkPurpose, userId: string, tokenId: string): string {
    const page = purpose === 'confirm-email' ? PublicRoutes.confirmEmail : PublicRoutes.resetPassword;
    return `${this.publicBaseUrl}${page}?token=${encodeURIComponent(this.token(purpose, userId, tokenId))}`;
  }

  /** The user and token a well-signed token names; null for anything else. */
  read(purpose: LinkPurpose, token: string): { userId: string; tokenId: string } | null {
    const [userId, tokenId, signature, ...rest] = token.split('.');
    if (!userId || !tokenId || !signature || rest.length > 0 || !UUID.test(userId) || !UUID.test(tokenId)) return null;
    const expected = Buffer.from(this.signature(purpose, userId, tokenId));
    const given = Buffer.from(signature);
    return expected.length === given.length && timingSafeEqual(expected, given) ? { userId, tokenId } : null;
  }

  private signature(purpose: LinkPurpose, userId: string, tokenId: string): string {
    return createHmac('sha256', this.secret).update(`${purpose}:${userId}:${tokenId}`).digest('base64url');
  }
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
