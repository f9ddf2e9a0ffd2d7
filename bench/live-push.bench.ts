/**
 * Live push (issue 26): one message to 1,000 open sockets. Ours: the real API's socket.io server
 * (token-checked handshakes, the Redis adapter) with the push published from outside the socket
 * server through the kernel's LivePush (socket.io's Redis emitter), as a worker's job pushes. The
 * baseline: a bare socket.io server in the same process broadcasting the same payload itself (no
 * Redis, no auth). Per push, the time until each socket has it; p50 / p99 and the last socket.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Server } from 'socket.io';
import { type Socket, io } from 'socket.io-client';
import { ApiPaths, apiUrl } from '@notebook/contracts';
import { buildResources, createApi, startProjectionRunner } from '@notebook/api';
import { IdentityService } from '@notebook/identity';
import { loadConfig } from '@notebook/kernel';
import { type BenchContext, type BenchRow, percentile } from './support/bench';
import { READER_PASSWORD, registerReaders } from './support/load-content';

export const name = 'live-push';
export const description = 'One message to 1,000 open sockets: our API (Redis adapter and emitter) vs bare socket.io';

const SOCKETS = 1000;
const PUSHES = 10;
const CONNECTING_AT_ONCE = 50;
const PAYLOAD = {
  notificationID: '01a21f23-d797-7eeb-aa53-6a429070d24d',
  notificationTopic: 'Webinar tonight: chest pain in general practice',
  content: '<p>Join us at 7:30 pm (Sydney) for the KFP approach to chest pain.</p>',
  notificationType: 'WEBINAR',
  readerNotificationStatus: 'NEW',
};

export async function run(context: BenchContext): Promise<BenchRow[]> {
  const sockets = context.scaled(SOCKETS);
  const group = `${sockets} sockets, ${PUSHES} pushes`;
  const bare = await measureBare(sockets);
  context.log(`bare socket.io: last socket p50 ${percentile(bare.last, 50).toFixed(1)} ms`);
  const ours = await measureOurs(context, sockets);
  context.log(`ours: last socket p50 ${percentile(ours.last, 50).toFixed(1)} ms`);
  return [
    ...rowsOf(group, 'bare socket.io broadcast', bare, true),
    ...rowsOf(group, 'ours (emitter, Redis adapter)', ours, false),
  ];
}

type Arrivals = { each: number[]; last: number[] };

function rowsOf(group: string, subject: string, arrivals: Arrivals, baseline: boolean): BenchRow[] {
  return [
    { group: `${group}: each socket p50`, subject, value: percentile(arrivals.each, 50), unit: 'ms', baseline },
    { group: `${group}: each socket p99`, subject, value: percentile(arrivals.each, 99), unit: 'ms', baseline },
    {
      group: `${group}: last socket (p50 of pushes)`,
      subject,
      value: percentile(arrivals.last, 50),
      unit: 'ms',
      baseline,
    },
  ];
}

async function measureBare(count: number): Promise<Arrivals> {
  const http = createServer();
  const server = new Server(http, { serveClient: false });
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(http.address() as AddressInfo).port}`;
  const clients = await connectAll(url, count, {});
  try {
    return await pushAndTime(clients, () => server.emit('notification', PAYLOAD));
  } finally {
    for (const client of clients) client.disconnect();
    await server.close();
  }
}

async function measureOurs(context: BenchContext, count: number): Promise<Arrivals> {
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
  const url = `http://127.0.0.1:${(app.getHttpServer().address() as AddressInfo).port}`;
  const clients: Socket[] = [];
  try {
    const [email] = await registerReaders(app.get(IdentityService), 1);
    const { token, readerID } = await signIn(url, email!);
    // One reader's room with every socket in it: the push is one message that the adapter fans out.
    clients.push(...(await connectAll(url, count, { token })));
    return await pushAndTime(clients, () => resources.livePush.toUser(readerID, 'notification', PAYLOAD));
  } finally {
    for (const client of clients) client.disconnect();
    await app.close();
    await runner.stop();
    await resources.close();
  }
}

async function signIn(url: string, email: string): Promise<{ token: string; readerID: string }> {
  const response = await fetch(`${url}${apiUrl(ApiPaths.auth.login)}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: email, password: READER_PASSWORD }),
  });
  const body = (await response.json()) as { result?: { accessToken: string } };
  const token = body.result?.accessToken;
  if (!token) throw new Error(`The bench reader could not sign in: ${JSON.stringify(body)}`);
  const claims = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as { sub: string };
  return { token, readerID: claims.sub };
}

async function connectAll(url: string, count: number, auth: Record<string, string>): Promise<Socket[]> {
  const clients: Socket[] = [];
  let next = 0;
  const connectNext = async () => {
    while (next < count) {
      next += 1;
      const client = io(url, { auth, transports: ['websocket'], reconnection: false, forceNew: true });
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
