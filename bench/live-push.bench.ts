/**
 * Live push (issue 26): one notification to 1,000 open sockets, each a different reader's tab, and
 * the time until each socket, and the last, has it (p50 and p99 over the pushes). The baseline: a bare
 * socket.io server in the same process broadcasting the same payload itself to 1,000 sockets (no Redis,
 * no auth, no rooms). Ours is measured twice against the real API's socket.io server (token-checked
 * handshakes, the Redis adapter):
 * - "the push": what the worker's `notification.push` job does for a notification sent to 1,000
 *   readers: one `LivePush.toUser` per reader (socket.io's Redis emitter, one room each), each reader's
 *   copy of the item;
 * - "end to end": an admin's save of a notification for ALL readers (NotificationsService.save: the
 *   events, the fan-out's 1,000 rows, the reactor's push job, the job worker, the emitter, the adapter),
 *   timed from the save until each socket has it.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Server } from 'socket.io';
import { type Socket, io } from 'socket.io-client';
import { ApiPaths, type SaveNotificationRequest, apiUrl } from '@notebook/contracts';
import { buildResources, createApi, startJobWorker, startProjectionRunner } from '@notebook/api';
import { CatalogService } from '@notebook/catalog';
import { IdentityService } from '@notebook/identity';
import { AccessTokenService, SYSTEM_ACTOR, idFrom, loadConfig } from '@notebook/kernel';
import { NotificationsService } from '@notebook/notifications';
import { type BenchContext, type BenchRow, percentile } from './support/bench';
import { READER_PASSWORD } from './support/load-content';

export const name = 'live-push';
export const description =
  'One notification to 1,000 open sockets (1,000 readers): our API (Redis adapter and emitter; the push, and end to end from the save) vs a bare socket.io broadcast';

const SOCKETS = 1000;
const PUSHES = 20;
const CONNECTING_AT_ONCE = 50;
/** Readers registered at once: each hashes a password (argon2id), the slow part of the set-up. */
const REGISTERING_AT_ONCE = 16;
const PAYLOAD = {
  notificationID: '01a21f23-d797-7eeb-aa53-6a429070d24d',
  notificationReaderID: '5b0c1d9e-2f3a-5b4c-8d6e-7f8091a2b3c4',
  notificationTopic: 'Webinar tonight: chest pain in general practice',
  content: '<p>Join us at 7:30 pm (Sydney) for the KFP approach to chest pain.</p>',
  notificationType: 'WEBINAR',
  webinarID: '01a21f23-d797-7eeb-aa53-6a429070d24e',
  topicID: null,
  readerNotificationStatus: 'NEW',
  notificationUpdatedDateStr: '05/03/2026 19:30:00',
};

export async function run(context: BenchContext): Promise<BenchRow[]> {
  const sockets = context.scaled(SOCKETS);
  const group = `${sockets} sockets, ${PUSHES} pushes`;
  const bare = await measureBare(sockets);
  context.log(`bare socket.io: last socket p50 ${percentile(bare.last, 50).toFixed(1)} ms`);
  const ours = await measureOurs(context, sockets);
  context.log(`ours, the push: last socket p50 ${percentile(ours.push.last, 50).toFixed(1)} ms`);
  context.log(`ours, end to end: last socket p50 ${percentile(ours.endToEnd.last, 50).toFixed(1)} ms`);
  return [
    ...rowsOf(group, 'bare socket.io broadcast', bare, true),
    ...rowsOf(group, 'ours: the push (1 room a reader)', ours.push, false),
    ...rowsOf(group, 'ours: end to end from the save', ours.endToEnd, false),
  ];
}

type Arrivals = { each: number[]; last: number[] };

function rowsOf(group: string, subject: string, arrivals: Arrivals, baseline: boolean): BenchRow[] {
  const row = (measure: string, values: number[], p: number): BenchRow => ({
    group: `${group}: ${measure} p${p}`,
    subject,
    value: percentile(values, p),
    unit: 'ms',
    baseline,
  });
  return [
    row('last socket', arrivals.last, 50),
    row('last socket', arrivals.last, 99),
    row('each socket', arrivals.each, 50),
    row('each socket', arrivals.each, 99),
  ];
}

async function measureBare(count: number): Promise<Arrivals> {
  const http = createServer();
  const server = new Server(http, { serveClient: false });
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(http.address() as AddressInfo).port}`;
  const clients = await connectAll(url, count, () => ({}));
  try {
    return await pushAndTime(clients, () => server.emit('notification', PAYLOAD));
  } finally {
    for (const client of clients) client.disconnect();
    await server.close();
  }
}

async function measureOurs(context: BenchContext, count: number): Promise<{ push: Arrivals; endToEnd: Arrivals }> {
  const config = loadConfig({
    NODE_ENV: 'production',
    DATABASE_URL: context.url,
    REDIS_URL: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
    JWT_SECRET: 'bench-secret-for-the-live-push-run-0123456789',
    ADMIN_PASSWORD: 'bench-admin-password-1',
  });
  const resources = buildResources(config, { poolSize: 10, projectionWaitMs: 30_000 });
  const runner = startProjectionRunner(resources, {
    role: 'bench',
    logger: { info: () => undefined, warn: console.warn, error: console.error },
  });
  const app = await createApi(resources, { logger: false });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const worker = await startJobWorker(resources, { container: app, logger: console });
  const url = `http://127.0.0.1:${(app.getHttpServer().address() as AddressInfo).port}`;
  const clients: Socket[] = [];
  try {
    context.log(`registering ${count} readers`);
    const readers = await registerReaders(app.get(IdentityService), count);
    // One sign-in tells the token version of a new account; the other tokens are issued alike.
    const version = await tokenVersionOf(url, readers[0]!.email);
    const tokens = app.get(AccessTokenService);
    clients.push(
      ...(await connectAll(url, count, (index) => ({
        token: tokens.issue(readers[index]!.readerID, 'READER', version).token,
      }))),
    );
    context.log(`${clients.length} sockets open, one a reader`);
    const push = await pushAndTime(clients, () => {
      for (const { readerID } of readers)
        resources.livePush.toUser(readerID, 'notification', {
          ...PAYLOAD,
          notificationReaderID: idFrom(`bench:${PAYLOAD.notificationID}:${readerID}`),
        });
    });
    const notifications = app.get(NotificationsService);
    const topicID = await benchTopic(app.get(CatalogService));
    let sent = 0;
    const endToEnd = await pushAndTime(clients, () => {
      sent += 1;
      const notification: SaveNotificationRequest = {
        notificationTopic: `Bench notification ${sent}`,
        content: PAYLOAD.content,
        notificationType: 'TOPIC',
        topicID,
        publishingType: 'ALL',
      };
      notifications.save(notification, SYSTEM_ACTOR).catch((error: unknown) => console.error(error));
    });
    return { push, endToEnd };
  } finally {
    for (const client of clients) client.disconnect();
    await worker.close();
    await app.close();
    await runner.stop();
    await resources.close();
  }
}

async function registerReaders(
  identity: IdentityService,
  count: number,
): Promise<Array<{ email: string; readerID: string }>> {
  const readers: Array<{ email: string; readerID: string }> = [];
  let next = 0;
  const registerNext = async () => {
    while (next < count) {
      const email = `push-reader-${next++}@bench.example`;
      const readerID = await identity.registerReader(
        { email, firstName: 'Push', lastName: 'Reader', password: READER_PASSWORD, emailConfirmed: true },
        SYSTEM_ACTOR,
      );
      readers.push({ email, readerID });
    }
  };
  await Promise.all(Array.from({ length: REGISTERING_AT_ONCE }, registerNext));
  return readers;
}

/** A topic for the notifications to be about. */
async function benchTopic(catalog: CatalogService): Promise<string> {
  const group = await catalog.saveChapterGroup({ chapterGroupName: 'Push bench', status: 'ACT' }, SYSTEM_ACTOR);
  const { chapterID } = await catalog.saveChapter(
    { chapterGroupID: group.chapterGroupID, chapterName: 'Push chapter', status: 'ACT' },
    SYSTEM_ACTOR,
  );
  const topic = await catalog.saveTopic(
    { chapterID, topicName: 'Push topic', status: 'ACT', freeContent: false },
    SYSTEM_ACTOR,
  );
  return topic.topicID;
}

async function tokenVersionOf(url: string, email: string): Promise<number> {
  const response = await fetch(`${url}${apiUrl(ApiPaths.auth.login)}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: email, password: READER_PASSWORD }),
  });
  const body = (await response.json()) as { result?: { accessToken: string } };
  const token = body.result?.accessToken;
  if (!token) throw new Error(`The bench reader could not sign in: ${JSON.stringify(body)}`);
  return (JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as { ver: number }).ver;
}

async function connectAll(
  url: string,
  count: number,
  auth: (index: number) => Record<string, string>,
): Promise<Socket[]> {
  const clients: Socket[] = [];
  let next = 0;
  const connectNext = async () => {
    while (next < count) {
      const client = io(url, { auth: auth(next++), transports: ['websocket'], reconnection: false, forceNew: true });
      clients.push(client);
      await new Promise<void>((resolve, reject) => {
        client.once('connect', () => resolve());
        client.once('connect_error', (error) => reject(new Error(`A bench socket was refused: ${error.message}`)));
      });
    }
  };
  await Promise.all(Array.from({ length: CONNECTING_AT_ONCE }, connectNext));
  return clients;
}

/** Pushes PUSHES times, one at a time; for each, every socket's arrival time after the push began. */
async function pushAndTime(clients: Socket[], push: () => void): Promise<Arrivals> {
  const each: number[] = [];
  const last: number[] = [];
  for (let round = 0; round < PUSHES; round += 1) {
    const started = performance.now();
    const arrived = clients.map(
      (client) =>
        new Promise<number>((resolve, reject) => {
          const timer = setTimeout(() => reject(new Error('A bench socket did not receive a push in 10 s')), 10_000);
          client.once('notification', () => {
            clearTimeout(timer);
            resolve(performance.now() - started);
          });
        }),
    );
    push();
    const times = await Promise.all(arrived);
    each.push(...times);
    last.push(Math.max(...times));
  }
  return { each, last };
}
