import type { Server as HttpServer } from 'node:http';
import { createAdapter } from '@socket.io/redis-adapter';
import type { Redis } from 'ioredis';
import { Server, type Socket } from 'socket.io';
import { type AuthenticatedUser, type Clock, authenticatedBy, closeRedis, userRoom } from '@notebook/kernel';
import type { AccessTokenService, AuthUserLoader } from '@notebook/kernel';

/** socket.io's default path, at the API's origin (the web app's own origin in production). */
export const SOCKET_PATH = '/socket.io';

/** What a refused handshake says (the client's `connect_error` message). */
export const SOCKET_UNAUTHORIZED = 'UNAUTHORIZED';

export type SocketServerOptions = {
  redis: Redis;
  /** The Redis channel prefix shared with every publisher ({@link livePushKey}). */
  key: string;
  tokens: AccessTokenService;
  users: AuthUserLoader;
  clock: Clock;
  /** What runs when a socket is admitted, before anything else is sent to it (e.g. what it missed); in order. */
  onConnect?: readonly SocketConnectHook[];
};

/**
 * Work done for a newly admitted socket: `auth` is its handshake's `auth` (the token beside what the
 * client says of itself, e.g. `lastNotificationID`); `emit` sends to this socket only.
 */
export type SocketConnectHook = (
  user: AuthenticatedUser,
  auth: Readonly<Record<string, unknown>>,
  emit: (event: string, payload: unknown) => void,
) => Promise<void>;

export type SocketServer = { io: Server; close(): Promise<void> };

/** What a socket holds once its handshake's token was accepted. */
type SocketData = { user: AuthenticatedUser };

/**
 * The live side of the API: socket.io on the API's HTTP server, its rooms shared across API
 * processes through Redis (the adapter), so a push from any process reaches a socket on any other.
 * - The handshake must carry a valid access token (`auth: { token }`), checked as a call's guard
 *   checks it; without one, or with a forged, expired or outdated one, the socket is refused.
 * - The server alone puts a socket in its user's room; a client cannot join any room. A socket is
 *   closed when its token expires: the web reconnects with a fresh one.
 */
export function attachSocketServer(httpServer: HttpServer, options: SocketServerOptions): SocketServer {
  const publisher = options.redis.duplicate();
  const subscriber = options.redis.duplicate();
  // While Redis is down both retry on their own (ioredis); their errors are the outage, already
  // reported by the API's other Redis users, and must not throw from an unheard 'error' event.
  for (const client of [publisher, subscriber]) client.on('error', () => undefined);
  const io = new Server<Record<string, never>, Record<string, never>, Record<string, never>, SocketData>(httpServer, {
    path: SOCKET_PATH,
    serveClient: false,
    adapter: createAdapter(publisher, subscriber, { key: options.key }),
  });
  io.use((socket, next) => {
    admit(socket, options).then(
      () => next(),
      () => next(new Error(SOCKET_UNAUTHORIZED)),
    );
  });
  io.on('connection', (socket) => {
    void socket.join(userRoom(socket.data.user.userId));
    void runConnectHooks(socket, options.onConnect ?? []);
  });
  return {
    io,
    // Open sockets would keep the HTTP server from closing: they go first, then the adapter's Redis.
    // Only this process's own sockets: `io.disconnectSockets` would also publish the request to the
    // other API processes, a publish nobody awaits, which rejects unheard ('Connection is closed')
    // when the publisher is closed next. Closing the subscriber drops its subscriptions; the adapter's
    // own close would send UNSUBSCRIBEs it does not wait for. `closeRedis` lets commands already sent
    // (the adapter's SUBSCRIBEs, made without waiting) have their replies first.
    async close() {
      io.local.disconnectSockets(true);
      io.engine.close();
      await Promise.all([closeRedis(publisher), closeRedis(subscriber)]);
    },
  };
}

/** Each hook in turn; one that fails is logged and the socket stays open (live pushes still reach it). */
async function runConnectHooks(socket: Socket, hooks: readonly SocketConnectHook[]): Promise<void> {
  const { user } = socket.data as SocketData;
  const auth = (socket.handshake.auth ?? {}) as Record<string, unknown>;
  const emit = (event: string, payload: unknown) => socket.emit(event, payload);
  for (const hook of hooks)
    await hook(user, auth, emit).catch((error: Error) => console.error(`Socket connect hook: ${error.message}`));
}

async function admit(socket: Socket, options: SocketServerOptions): Promise<void> {
  const token: unknown = (socket.handshake.auth as { token?: unknown } | undefined)?.token;
  if (typeof token !== 'string' || token.length === 0) throw new Error(SOCKET_UNAUTHORIZED);
  const { user, expiresAt } = await authenticatedBy(token, options.tokens, options.users);
  (socket.data as SocketData).user = user;
  const closeAt = expiresAt * 1000 - options.clock.now().getTime();
  const expiry = setTimeout(() => socket.disconnect(true), Math.max(closeAt, 0));
  expiry.unref();
  socket.once('disconnect', () => clearTimeout(expiry));
}
