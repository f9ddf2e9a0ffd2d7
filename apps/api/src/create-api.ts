import 'reflect-metadata';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyCookie from '@fastify/cookie';
import fastifyStatic from '@fastify/static';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, NestFastifyApplication } from '@nestjs/platform-fastify';
import { API_PREFIX, ErrorCodes, Messages } from '@notebook/contracts';
import { type KernelResources, failed } from '@notebook/kernel';
import { AppModule } from './app.module';

export const WEB_DIST = join(__dirname, '..', '..', '..', 'web', 'dist');

export type ApiOptions = {
  /** Serve the built web app (web/dist) with a fallback to index.html for client routes. */
  serveWeb?: boolean;
  logger?: boolean;
};

/** The HTTP API (and, when built, the web app) on Fastify, ready to `listen`. */
export async function createApi(resources: KernelResources, options: ApiOptions = {}): Promise<NestFastifyApplication> {
  const adapter = new FastifyAdapter({ trustProxy: resources.config.TRUST_PROXY, bodyLimit: 1024 * 1024 });
  const app = await NestFactory.create<NestFastifyApplication>(AppModule.forRoot(resources), adapter, {
    logger: options.logger === false ? false : ['error', 'warn', 'log'],
    bodyParser: true,
  });
  app.setGlobalPrefix(API_PREFIX.slice(1));
  await app.register(fastifyCookie);
  if (options.serveWeb && existsSync(join(WEB_DIST, 'index.html'))) await serveWebApp(app);
  app.enableShutdownHooks();
  await app.init();
  return app;
}

async function serveWebApp(app: NestFastifyApplication): Promise<void> {
  await app.register(fastifyStatic, { root: WEB_DIST, wildcard: false, index: ['index.html'] });
  // Client-side routes get the app shell; unknown API paths keep their JSON 404. (Nest owns the
  // not-found handler, so the fallback is a wildcard route that loses to every specific one.)
  app.getHttpAdapter().getInstance().get('/*', (request, reply) => {
    if (request.url.startsWith(API_PREFIX)) return reply.status(404).send(failed(ErrorCodes.NOT_FOUND, Messages.notFound));
    return reply.type('text/html').sendFile('index.html');
  });
}
