import { PassThrough, pipeline } from 'node:stream';
import type { FastifyInstance, preParsingHookHandler } from 'fastify';

/**
 * Keeps the bytes of the request body as `request.rawBody` on the routes at these URLs only (the
 * payment webhook, verified against the bytes the provider signed). Nest's `rawBody: true` would
 * keep them for every request. Call before the routes are registered (`app.init()`).
 */
export function keepRawBodyOn(fastify: FastifyInstance, urls: readonly string[]): void {
  fastify.addHook('onRoute', (route) => {
    if (!urls.includes(route.url)) return;
    const earlier = route.preParsing === undefined ? [] : [route.preParsing].flat();
    route.preParsing = [...earlier, copyRawBody];
  });
}

/** Passes the body on unchanged to the parser, keeping a copy; its bodyLimit still applies. */
const copyRawBody: preParsingHookHandler = (request, _reply, payload, done) => {
  const chunks: Buffer[] = [];
  // Listening before the pipe: the copy is complete before the parser sees the end of the body.
  payload.on('data', (chunk: Buffer) => chunks.push(chunk));
  payload.on('end', () => Object.assign(request, { rawBody: Buffer.concat(chunks) }));
  const passed = new PassThrough();
  pipeline(payload, passed, () => undefined);
  done(null, passed);
};
