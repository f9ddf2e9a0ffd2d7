import { FastifyAdapter } from '@nestjs/platform-fastify';

/**
 * Nest's Fastify adapter, but a handler's answer is handed to Fastify without Nest waiting for it
 * to be written. Nest awaits what `reply` returns, and Fastify's reply is a thenable that, awaited,
 * watches the response until it ends: a stream watcher and its listeners on every call, for a wait
 * after which Nest has nothing left to do. Writing errors stay Fastify's (it logs them).
 */
export class ApiFastifyAdapter extends FastifyAdapter {
  override reply(...args: Parameters<FastifyAdapter['reply']>): ReturnType<FastifyAdapter['reply']> {
    super.reply(...args);
    return undefined as unknown as ReturnType<FastifyAdapter['reply']>;
  }
}
