import { createHash } from 'node:crypto';
import { type Socket, io } from 'socket.io-client';
import { ApiPaths } from '@notebook/contracts';
import { type ApiProcess, startApiProcess } from '../support/api-process';
import { killHard, unusedPort } from '../support/app-process';
import { TEST_PASSWORD, TestApi } from '../support/test-api';

/**
 * Live push (issue 26): socket.io on every API process, rooms shared through Redis. A socket is
 * admitted only with a valid access token and joins only its own user's room; a push from any process
 * (this in-process API stands for a worker or another API) reaches the user's socket on whichever API
 * process holds it, and no one else's.
 */
let api: TestApi;
let other: ApiProcess;
const sockets: Socket[] = [];

beforeAll(async () => {
  api = await TestApi.start();
  other = await startApiProcess(api, await unusedPort());
}, 90_000);
afterAll(async () => {
  for (const socket of sockets) socket.disconnect();
  await killHard(other.child);
  await api?.stop();
}, 30_000);

function connect(baseUrl: string, auth: Record<string, unknown>): Socket {
  const socket = io(baseUrl, { auth, transports: ['websocket'], reconnection: false, forceNew: true });
  sockets.push(socket);
  return socket;
}

/** Resolves once connected; rejects with the server's refusal. */
function connected(socket: Socket): Promise<void> {
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', (error) => reject(error));
  });
}

/** The next `event` on the socket, or null when none came within `ms`. */
function nextMessage(socket: Socket, event: string, ms: number): Promise<unknown> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      socket.off(event, received);
      resolve(null);
    }, ms);
    const received = (payload: unknown) => {
      clearTimeout(timer);
      resolve(payload);
    };
    socket.once(event, received);
  });
}

/** Every `event` on the socket within `ms`, with when each came. */
function everyMessage(socket: Socket, event: string, ms: number): Promise<Array<{ payload: unknown; at: number }>> {
  return new Promise((resolve) => {
    const received: Array<{ payload: unknown; at: number }> = [];
    const take = (payload: unknown) => received.push({ payload, at: Date.now() });
    socket.on(event, take);
    setTimeout(() => {
      socket.off(event, take);
      resolve(received);
    }, ms);
  });
}

const sha1Base64 = (text: string) => createHash('sha1').update(text).digest('base64');

const userIdOf = (token: string): string =>
  (JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as { sub: string }).sub;

describe('the handshake', () => {
  test.each([
    ['no token', {}],
    ['an empty token', { token: '' }],
    ['a forged token', { token: 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ4In0.bm90LXNpZ25lZA' }],
  ])('refuses a socket with %s', async (_, auth) => {
    await expect(connected(connect(api.baseUrl, auth))).rejects.toThrow('UNAUTHORIZED');
  });

  test('refuses a token the account has outdated (a password change ends the tokens issued before)', async () => {
    const { email } = await api.createReader({ subscribed: true });
    const session = await api.login(email);
    const newPassword = 'A-new-password-9';
    await api.ok(ApiPaths.auth.changeReaderPassword, {
      token: session.token,
      cookie: session.cookie,
      body: { oldPassword: sha1Base64(TEST_PASSWORD), newPassword, newPasswordConfirm: newPassword },
    });
    await expect(connected(connect(api.baseUrl, { token: session.token }))).rejects.toThrow('UNAUTHORIZED');
  });
});

describe('a push', () => {
  test('from one process reaches the user on another within a second, and no one else', async () => {
    const reader = await api.signedInReader();
    const someoneElse = await api.signedInReader();
    const onOtherProcess = connect(other.baseUrl, { token: reader.token });
    const bystander = connect(api.baseUrl, { token: someoneElse.token });
    await Promise.all([connected(onOtherProcess), connected(bystander)]);

    const arriving = nextMessage(onOtherProcess, 'notification', 1_000);
    const strayed = nextMessage(bystander, 'notification', 1_500);
    api.resources.livePush.toUser(userIdOf(reader.token), 'notification', { notificationTopic: 'Webinar tonight' });

    expect(await arriving).toEqual({ notificationTopic: 'Webinar tonight' });
    expect(await strayed).toBeNull();
  });

  test('a notification sent through the API reaches the reader’s tabs on both processes within a second, once each', async () => {
    const admin = await api.adminToken();
    const { topicID } = await api.createTopic(admin, { topicName: 'Pushed across processes' });
    const reader = await api.signedInReader();
    const tabs = [connect(other.baseUrl, { token: reader.token }), connect(api.baseUrl, { token: reader.token })];
    await Promise.all(tabs.map(connected));
    const arriving = tabs.map((socket) => everyMessage(socket, 'notification', 2_500));

    await api.ok(ApiPaths.adminNotification.saveUpdateNotification, {
      token: admin,
      body: {
        notificationTopic: 'Across processes',
        content: '<p>One each.</p>',
        notificationType: 'TOPIC',
        topicID,
        publishingType: 'ALL',
      },
    });
    // The save answers once the read models show it; the push follows from the worker's job.
    const sentAt = Date.now();

    const [onOther, onThis] = await Promise.all(arriving);
    for (const received of [onOther!, onThis!]) {
      expect(received.map(({ payload }) => (payload as { notificationTopic: string }).notificationTopic)).toEqual([
        'Across processes',
      ]);
      expect(received[0]!.at - sentAt).toBeLessThan(1_000);
    }
  });

  test('a socket cannot join another user’s room by asking', async () => {
    const reader = await api.signedInReader();
    const target = await api.signedInReader();
    const socket = connect(api.baseUrl, { token: reader.token });
    await connected(socket);
    socket.emit('join', `user:${userIdOf(target.token)}`);

    const strayed = nextMessage(socket, 'notification', 1_000);
    api.resources.livePush.toUser(userIdOf(target.token), 'notification', { notificationTopic: 'Not yours' });
    expect(await strayed).toBeNull();
  });
  test('a handshake naming a last notification that is not an id, or not the reader’s, is admitted and misses nothing new', async () => {
    const reader = await api.signedInReader();
    const tabs = [
      connect(api.baseUrl, { token: reader.token, lastNotificationID: 'not-an-id' }),
      connect(api.baseUrl, { token: reader.token, lastNotificationID: '0190a0b0-0000-7000-8000-00000000dead' }),
    ];
    await Promise.all(tabs.map(connected));

    const arriving = tabs.map((socket) => nextMessage(socket, 'notification', 1_000));
    api.resources.livePush.toUser(userIdOf(reader.token), 'notification', { notificationTopic: 'Fresh' });
    expect(await Promise.all(arriving)).toEqual([{ notificationTopic: 'Fresh' }, { notificationTopic: 'Fresh' }]);
  });
});
