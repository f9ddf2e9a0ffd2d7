import 'reflect-metadata';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyCookie from '@fastify/cookie';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, NestFastifyApplication } from '@nestjs/platform-fastify';
import { ImageStore } from '@notebook/catalog';
import { PdfStore, registerPdfUploadParser } from '@notebook/reading';
import { API_PREFIX, ApiPaths } from '@notebook/contracts';
import { ReaderNotificationsService } from '@notebook/notifications';
import { SeoPageHeads, robotsTxt, sitemapXml } from '@notebook/site-content';
import {
  AccessTokenService,
  AuthUserLoader,
  ImageUrlSigner,
  type KernelResources,
  livePushKey,
  signReleasedContentOnReply,
  trackReadModelLagPerRequest,
} from '@notebook/kernel';
import { AppModule } from './app.module';
import { type SocketConnectHook, attachSocketServer } from './live/socket-server';
import { keepRawBodyOn } from './raw-body';
import { addSecurityHeaders } from './security-headers';
import { serveCrawlerFiles, serveUploadedImages, serveWebApp } from './web-app';

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
  const fastify = app.getHttpAdapter().getInstance();
  // Payment webhooks are verified against the bytes the provider signed; no other route keeps them.
  keepRawBodyOn(fastify, [`${API_PREFIX}/${ApiPaths.webhooks.payments}`]);
  // Before our other hooks: the rest of each request (a command's wait included) runs inside its lag record.
  trackReadModelLagPerRequest(fastify);
  addSecurityHeaders(fastify, {
    production: resources.config.NODE_ENV === 'production',
    stripe: !!resources.config.STRIPE_SECRET_KEY,
  });
  await app.register(fastifyCookie);
  registerPdfUploadParser(fastify, app.get(AccessTokenService), app.get(PdfStore));
  const imageUrls = app.get(ImageUrlSigner);
  // Editor images are signed only in the author content a @ReleasesContent route answers.
  signReleasedContentOnReply(fastify, imageUrls, resources.clock);
  serveUploadedImages(fastify, app.get(ImageStore), imageUrls, resources.clock);
  const origin = resources.config.PUBLIC_BASE_URL;
  serveCrawlerFiles(fastify, { sitemapXml: sitemapXml(origin), robotsTxt: robotsTxt(origin) });
  if (options.serveWeb && existsSync(join(WEB_DIST, 'index.html')))
    serveWebApp(fastify, WEB_DIST, app.get(SeoPageHeads));
  const sockets = attachSocketServer(app.getHttpServer(), {
    redis: resources.redis,
    key: livePushKey(resources.config.DATABASE_URL),
    tokens: app.get(AccessTokenService),
    users: app.get(AuthUserLoader),
    clock: resources.clock,
    onConnect: [missedNotificationsOf(app.get(ReaderNotificationsService))],
  });
  fastify.addHook('preClose', async () => sockets.close());
  app.enableShutdownHooks();
  await app.init();
  return app;
}

/** A reconnecting reader is first sent the notifications they missed. */
function missedNotificationsOf(notifications: ReaderNotificationsService): SocketConnectHook {
  return (user, auth, emit) => notifications.sendMissed(user, auth, emit);
}
