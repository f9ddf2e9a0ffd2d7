import type { FastifyInstance } from 'fastify';

/**
 * The Content-Security-Policy of every response (issue 12). Scripts only from our own origin, no
 * plugins, no framing by anyone, images from our origin (uploads included) and data/blob URLs
 * (the editor's previews), calls to our own origin only. Inline styles are allowed: the editor
 * and the UI kit set style attributes; inline scripts are not.
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

/** Security headers on every response, API JSON, the web app and uploaded files alike; HSTS in production only. */
export function addSecurityHeaders(fastify: FastifyInstance, options: { production: boolean }): void {
  fastify.addHook('onSend', async (_request, reply, payload) => {
    reply.header('content-security-policy', CONTENT_SECURITY_POLICY);
    reply.header('x-content-type-options', 'nosniff');
    reply.header('x-frame-options', 'DENY');
    reply.header('referrer-policy', 'strict-origin-when-cross-origin');
    reply.header('cross-origin-opener-policy', 'same-origin');
    if (options.production) reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
    return payload;
  });
}
