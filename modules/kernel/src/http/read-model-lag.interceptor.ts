import type { FastifyInstance } from 'fastify';
import { ReadModelLag, trackReadModelLag } from '../commands/read-model-lag';

const READ_MODEL_LAG = Symbol('readModelLag');
type LagAwareRequest = { [READ_MODEL_LAG]?: ReadModelLag };

/**
 * Opens a read-model lag record for each request and runs the rest of the request inside it, so the
 * command executor can mark it and the exception filter can read it from the request.
 *
 * A Fastify hook rather than a Nest interceptor: a route with no interceptor skips Nest's
 * per-request Observable chain, which the reading calls would otherwise pay for nothing. The
 * route's handler, guards and pipes all run from `done`, so inside the record (Fastify keeps the
 * async context across the body's parsing).
 */
export function trackReadModelLagPerRequest(fastify: FastifyInstance): void {
  fastify.addHook('onRequest', (request, _reply, done) => {
    const lag: ReadModelLag = { behind: false };
    (request as LagAwareRequest)[READ_MODEL_LAG] = lag;
    trackReadModelLag(lag, done);
  });
}

/** True when a command of this request saved events the read models had not shown in time. */
export function readModelBehind(request: unknown): boolean {
  return (request as LagAwareRequest | undefined)?.[READ_MODEL_LAG]?.behind === true;
}
