import { createHmac, timingSafeEqual } from 'node:crypto';
import { Messages } from '@notebook/contracts';
import { UnauthorizedError } from '@notebook/kernel';

/** How far a webhook's signed time may be from ours (Stripe's default tolerance). */
export const WEBHOOK_TOLERANCE_SECONDS = 300;

/**
 * Stripe's webhook signature: `Stripe-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>">`
 * with the endpoint's secret. The sandbox signs this way too, so one verified path serves both.
 */
export function signWebhook(payload: string, secret: string, at: Date): string {
  const t = Math.floor(at.getTime() / 1000);
  return `t=${t},v1=${hmac(secret, `${t}.${payload}`)}`;
}

/** Refuses (401) a missing or forged signature, and one signed outside the tolerance (a replay). */
export function verifyWebhook(rawBody: Buffer, header: string | undefined, secret: string, now: Date): void {
  const parts = (header ?? '').split(',').map((part) => part.trim().split('='));
  const t = Number(parts.find(([key]) => key === 't')?.[1]);
  const signatures = parts.filter(([key]) => key === 'v1').map(([, value]) => value ?? '');
  if (!Number.isInteger(t) || signatures.length === 0) throw new UnauthorizedError(Messages.badWebhookSignature);
  const expected = Buffer.from(hmac(secret, `${t}.${rawBody.toString('utf8')}`), 'hex');
  const matches = signatures.some((signature) => {
    const given = Buffer.from(signature, 'hex');
    return given.length === expected.length && timingSafeEqual(given, expected);
  });
  if (!matches) throw new UnauthorizedError(Messages.badWebhookSignature);
  if (Math.abs(now.getTime() / 1000 - t) > WEBHOOK_TOLERANCE_SECONDS)
    throw new UnauthorizedError(Messages.staleWebhook);
}

const hmac = (secret: string, text: string) => createHmac('sha256', secret).update(text, 'utf8').digest('hex');
