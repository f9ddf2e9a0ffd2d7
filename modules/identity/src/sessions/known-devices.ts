import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** The httpOnly cookie a browser keeps once an account signed in on it (not cleared at sign-out). */
export const KNOWN_DEVICE_COOKIE = 'nb_device';

/**
 * Browsers an account has signed in on (issue 24): the sign-in answer leaves a cookie holding an
 * HMAC of the account id, so a later sign-in from that browser is recognised as the owner's,
 * from whatever address, without a table of devices. Without a secret (scripts) none is recognised.
 */
export class KnownDevices {
  private readonly secret: string;

  constructor(secret?: string) {
    this.secret = secret ?? randomBytes(32).toString('base64');
  }

  /** The cookie value that marks a browser as one `userId` signed in on. */
  markFor(userId: string): string {
    return createHmac('sha256', this.secret).update(`known-device:${userId}`).digest('base64url');
  }

  isMarked(userId: string, mark: string | undefined): boolean {
    if (!mark) return false;
    const expected = Buffer.from(this.markFor(userId));
    const given = Buffer.from(mark);
    return given.length === expected.length && timingSafeEqual(given, expected);
  }
}
