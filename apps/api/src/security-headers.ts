import type { FastifyInstance } from 'fastify';

/**
 * The Content-Security-Policy of every response (issue 12). Scripts only from our own origin, no
 * plugins, no framing by anyone, images from our origin (uploads included) and data/blob URLs
 * (the editor's previews), calls to our own origin only. Inline styles are allowed: the editor
 * and the UI kit set style attributes; inline scripts are not. With the Stripe gateway, Stripe.js
 * and its frames (the Payment Element, 3-D Secure) and its API are allowed too, as Stripe documents.
 */
export function contentSecurityPolicy(options: { stripe: boolean } = { stripe: false }): string {
  const stripe = (...sources: string[]) => (options.stripe ? ` ${sources.join(' ')}` : '');
  return [
    "default-src 'self'",
    `script-src 'self'${stripe('https://js.stripe.com')}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    `connect-src 'self'${stripe('https://api.stripe.com')}`,
    ...(options.stripe ? ['frame-src https://js.stripe.com https://hooks.stripe.com'] : []),
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

export const CONTENT_SECURITY_POLICY = contentSecurityPolicy();

/** The security headers of every response, built once: the same for every request. */
export function securityHeaders(options: { production: boolean; stripe: boolean }): Record<string, string> {
  return {
    'content-security-policy': contentSecurityPolicy({ stripe: options.stripe }),
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'cross-origin-opener-policy': 'same-origin',
    ...(options.production ? { 'strict-transport-security': 'max-age=31536000; includeSubDomains' } : {}),
  };
}

/** Security headers on every response, API JSON, the web app and uploaded files alike; HSTS in production only. */
export function addSecurityHeaders(fastify: FastifyInstance, options: { production: boolean; stripe: boolean }): void {
  const headers = securityHeaders(options);
  // A callback hook, not an async one: no promise per response for a constant set of headers.
  fastify.addHook('onSend', (_request, reply, payload, done) => {
    void reply.headers(headers);
    done(null, payload);
  });
}
