import { type Socket, io } from 'socket.io-client';
import {
  type AdminNotification,
  ApiPaths,
  Messages,
  Privileges,
  type ReaderNotificationItem,
  type SaveNotificationRequest,
} from '@notebook/contracts';
import { FixedClock, type SeedContext } from '@notebook/kernel';
import { notificationsSeed } from '../../modules/notifications/src/seed/notifications.seed';
import { firstError, pathOf, TestApi } from '../support/test-api';

/**
 * Notifications over HTTP and socket.io (issue 26, stage 1): an admin sends one about a webinar or
 * a topic to every reader or to a group, now or at a time (the worker sends it then, by the
 * application's clock); a reader pages their bell 3 at a time with the unread count and marks one
 * read; a socket gets a new one pushed within a second, and one that reconnects naming the last it
 * has first gets those it missed. Bad input answers 400 and records nothing.
 */
const clock = new FixedClock(new Date());
let api: TestApi;
let admin: string;
let topicID: string;
let webinarID: string;
let ann: { token: string; userId: string };
let ben: { token: string; userId: string };
const sockets: Socket[] = [];

const { adminNotification, reader: readerPaths } = ApiPaths;
const MINUTE = 60_000;
const inMinutes = (minutes: number) => new Date(clock.now().getTime() + minutes * MINUTE).toISOString();

const aboutTopic = (overrides: Partial<SaveNotificationRequest> = {}): SaveNotificationRequest => ({
  notificationTopic: 'New notes in Asthma',
  content: '<p>The asthma notes were revised.</p>',
  notificationType: 'TOPIC',
  topicID,
  publishingType: 'ALL',
  ...overrides,
});
const send = (body: SaveNotificationRequest) =>
  api.ok<AdminNotification>(adminNotification.saveUpdateNotification, { token: admin, body });
const bell = (token: string, body: { page: number; rows?: number; status?: 'NEW' | 'READ' } = { page: 0 }) =>
  api.ok(readerPaths.getPagedNotificationsByReaderID, { token, body });
const topicsOf = async (token: string) =>
  (await bell(token, { page: 0, rows: 100 })).pageData.map((item) => item.notificationTopic);
const markRead = (token: string, id: string) =>
  api.call(pathOf(readerPaths.updateReaderNotificationStatus, { id }), { token, method: 'POST', body: {} });

function connect(auth: Record<string, unknown>): Socket {
  const socket = io(api.baseUrl, { auth, transports: ['websocket'], reconnection: false, forceNew: true });
  sockets.push(socket);
  return socket;
}

/** The first `count` notifications the socket receives, or those received within `ms`. */
function received(socket: Socket, count: number, ms: number): Promise<ReaderNotificationItem[]> {
  return new Promise((resolve) => {
    const items: ReaderNotificationItem[] = [];
    const done = () => {
      clearTimeout(timer);
      socket.off('notification', take);
      resolve(items);
    };
    const take = (item: ReaderNotificationItem) => {
      items.push(item);
      if (items.length === count) done();
    };
    const timer = setTimeout(done, ms);
    socket.on('notification', take);
  });
}

beforeAll(async () => {
  api = await TestApi.start({ clock });
  const all = await api.adminToken();
  admin = await api.adminToken([Privileges.notification.addEdit]);
  ({ topicID } = await api.createTopic(all, { topicName: 'Asthma' }));
  const webinar = await api.createWebinar(all, inMinutes(3 * 24 * 60));
  webinarID = webinar.webinarID;
  ann = await api.signedInReader();
  ben = await api.signedInReader();
}, 90_000);
afterAll(async () => {
  for (const socket of sockets) socket.disconnect();
  await api?.stop();
});

describe('sending', () => {
  test('one about a webinar for ALL reaches every reader, NEW, newest first, 3 a page with the unread count', async () => {
    for (const topic of ['One', 'Two', 'Three'])
      await send(aboutTopic({ notificationTopic: topic, notificationType: 'WEBINAR', webinarID, topicID: undefined }));
    const saved = await api.success(adminNotification.saveUpdateNotification, {
      token: admin,
      body: aboutTopic({ notificationTopic: 'Four' }),
    });
    expect(saved.message).toBe(Messages.successfullySaved);
    expect(saved.result).toMatchObject({ status: 'SENT', recipients: 2, readCount: 0, sendAt: null });

    const first = await bell(ann.token);
    expect(first).toMatchObject({ totalNoOfRecords: 4, unreadCount: 4 });
    expect(first.pageData.map((item) => item.notificationTopic)).toEqual(['Four', 'Three', 'Two']);
    expect(first.pageData[1]).toMatchObject({
      notificationType: 'WEBINAR',
      webinarID,
      topicID: null,
      readerNotificationStatus: 'NEW',
      notificationUpdatedDateStr: expect.stringMatching(/^\d\d\/\d\d\/\d{4} \d\d:\d\d:\d\d$/),
    });
    expect((await bell(ann.token, { page: 1 })).pageData.map((item) => item.notificationTopic)).toEqual(['One']);
    expect(await topicsOf(ben.token)).toEqual(['Four', 'Three', 'Two', 'One']);
  });

  test("one for a group reaches its readers only; the admins' list and one by id show its recipients", async () => {
    const all = await api.adminToken();
    const { readerGroupID } = await api.ok(ApiPaths.adminReaderGroup.saveUpdateReaderGroup, {
      token: all,
      body: { groupName: 'Night owls' },
    });
    await api.ok(ApiPaths.adminReader.bulkUpdateReaderGroups, {
      token: all,
      body: { readerIDs: [ben.userId], addReaderGroupIDs: [readerGroupID] },
    });
    const { notificationID } = await send(
      aboutTopic({ notificationTopic: 'Owls only', publishingType: 'SELECTED', readerGroupIDs: [readerGroupID] }),
    );

    expect(await topicsOf(ben.token)).toContain('Owls only');
    expect(await topicsOf(ann.token)).not.toContain('Owls only');
    const viewer = await api.adminToken([Privileges.notification.view]);
    const byID = await api.ok(pathOf(adminNotification.getNotificationByID, { id: notificationID }), { token: viewer });
    expect(byID).toMatchObject({ publishingType: 'SELECTED', readerGroupIDs: [readerGroupID], recipients: 1 });
    const listed = await api.ok(adminNotification.getPagedNotifications, { token: viewer, body: { page: 0 } });
    expect(listed.pageData[0]).toMatchObject({ notificationID, status: 'SENT' });
  });

  test('script in the content is sanitised away', async () => {
    const saved = await send(
      aboutTopic({ content: '<p>Hello<script>alert(1)</script><img src=x onerror=alert(1)></p>' }),
    );
    expect(saved.content).not.toMatch(/script|onerror/);
  });

  test.each<[string, Partial<SaveNotificationRequest>, string, string]>([
    ['a webinar notification without its webinar', { notificationType: 'WEBINAR' }, 'webinarID', Messages.required],
    ['an unknown topic', { topicID: '0190a0b0-0000-7000-8000-00000000dead' }, 'topicID', Messages.topicNotFound],
    [
      'an unknown webinar',
      { notificationType: 'WEBINAR', webinarID: '0190a0b0-0000-7000-8000-00000000dead' },
      'webinarID',
      Messages.webinarNotFound,
    ],
    ['a time in the past', { sendAt: inMinutes(-5) }, 'sendAt', Messages.notificationSendAtPast],
    ['SELECTED with nobody', { publishingType: 'SELECTED' }, 'readerGroupIDs', Messages.notificationAudienceRequired],
    [
      'an unknown reader',
      { publishingType: 'SELECTED', readerIDs: ['0190a0b0-0000-7000-8000-00000000dead'] },
      'readerIDs',
      Messages.readerNotFound,
    ],
    [
      'an unknown reader group',
      { publishingType: 'SELECTED', readerGroupIDs: ['0190a0b0-0000-7000-8000-00000000dead'] },
      'readerGroupIDs',
      Messages.readerGroupNotFound,
    ],
    [
      'content over 20,000 characters',
      { content: `<p>${'x'.repeat(20_000)}</p>` },
      'content',
      Messages.maxLength(20_000),
    ],
    [
      'a topic over 200 characters',
      { notificationTopic: 'x'.repeat(201) },
      'notificationTopic',
      Messages.maxLength(200),
    ],
  ])('%s: 400 in the envelope, nothing recorded', async (_, overrides, field, message) => {
    const before = await api.eventCount();
    const response = await api.call(adminNotification.saveUpdateNotification, {
      token: admin,
      body: aboutTopic(overrides),
    });
    expect(response.status).toBe(400);
    expect(firstError(response.body)).toMatchObject({ field, errorMessage: message });
    expect(await api.eventCount()).toBe(before);
  });
});

describe('reading', () => {
  test('marking one read: "Successfully marked as read", the unread count drops; again records nothing', async () => {
    const { unreadCount, pageData } = await bell(ann.token);
    const id = pageData[0]!.notificationReaderID;

    const response = await markRead(ann.token, id);
    expect(response.body).toMatchObject({ status: 'SUCCESS', message: Messages.successfullyMarkedRead });
    const after = await bell(ann.token);
    expect(after.unreadCount).toBe(unreadCount - 1);
    expect(after.pageData[0]!.readerNotificationStatus).toBe('READ');
    expect(
      (await bell(ann.token, { page: 0, status: 'READ' })).pageData.map((item) => item.notificationReaderID),
    ).toEqual([id]);

    const before = await api.eventCount();
    expect((await markRead(ann.token, id)).status).toBe(200);
    expect(await api.eventCount()).toBe(before);
  });

  test("another reader's notification: 404 and nothing recorded", async () => {
    const id = (await bell(ann.token)).pageData[0]!.notificationReaderID;
    const before = await api.eventCount();
    const response = await markRead(ben.token, id);
    expect([response.status, firstError(response.body)?.errorMessage]).toEqual([404, Messages.notificationNotFound]);
    expect(await api.eventCount()).toBe(before);
  });

  test('a withdrawn one is no longer shown', async () => {
    const { notificationID } = await send(aboutTopic({ notificationTopic: 'Withdrawn soon' }));
    expect(await topicsOf(ann.token)).toContain('Withdrawn soon');
    const withdrawn = await api.ok(adminNotification.withdrawNotification, { token: admin, body: { notificationID } });
    expect(withdrawn.status).toBe('WITHDRAWN');
    expect(await topicsOf(ann.token)).not.toContain('Withdrawn soon');
  });
});

describe('live', () => {
  test('an open socket gets a new notification within a second, as the bell lists it', async () => {
    const socket = connect({ token: ann.token });
    await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
    const pushed = received(socket, 1, 5_000);
    const { notificationID } = await send(aboutTopic({ notificationTopic: 'Live' }));
    const sentAt = Date.now();

    const [item] = await pushed;
    expect(Date.now() - sentAt).toBeLessThan(1_000);
    expect(item).toEqual((await bell(ann.token)).pageData.find((listed) => listed.notificationID === notificationID));
  });

  test('a socket connecting with the last notification it has first gets those it missed, oldest first, each once', async () => {
    const last = (await bell(ann.token)).pageData[0]!.notificationID;
    await send(aboutTopic({ notificationTopic: 'Missed 1' }));
    await send(aboutTopic({ notificationTopic: 'Missed 2' }));
    // Their live pushes are over (the tab was away): only the catch-up brings them.
    await api.runDueJobs();

    const socket = connect({ token: ann.token, lastNotificationID: last });
    // Room for a third within 3 s: none comes (not the one the tab had, nor either missed one twice).
    const missed = await received(socket, 3, 3_000);
    expect(missed.map((item) => item.notificationTopic)).toEqual(['Missed 1', 'Missed 2']);
    // And what is sent next comes live, once.
    const next = received(socket, 2, 2_000);
    await send(aboutTopic({ notificationTopic: 'After the reconnect' }));
    expect((await next).map((item) => item.notificationTopic)).toEqual(['After the reconnect']);
  });
});

describe('scheduled', () => {
  test('one for later is sent by the worker at its time; the job of a time it was moved from does nothing', async () => {
    const saved = await send(aboutTopic({ notificationTopic: 'Later', sendAt: inMinutes(4) }));
    expect(saved).toMatchObject({ status: 'SCHEDULED', sentAt: null, recipients: 0 });
    await send(aboutTopic({ notificationID: saved.notificationID, notificationTopic: 'Later', sendAt: inMinutes(8) }));

    // Access tokens last 15 minutes by the same clock: the whole test moves it 9.
    clock.advance(5 * MINUTE);
    await api.runDueJobs();
    expect(await topicsOf(ben.token)).not.toContain('Later');

    clock.advance(4 * MINUTE);
    await api.runDueJobs();
    expect(await topicsOf(ben.token)).toContain('Later');
    const sent = await api.ok(pathOf(adminNotification.getNotificationByID, { id: saved.notificationID }), {
      token: admin,
    });
    expect(sent).toMatchObject({ status: 'SENT', recipients: 2 });
  });

  test('one already sent cannot be revised', async () => {
    const { notificationID } = await send(aboutTopic());
    const response = await api.call(adminNotification.saveUpdateNotification, {
      token: admin,
      body: aboutTopic({ notificationID, notificationTopic: 'Too late' }),
    });
    expect([response.status, firstError(response.body)?.errorMessage]).toEqual([409, Messages.notificationAlreadySent]);
  });
});

test('the seed step sends everyone the next webinar and the subscriber a topic, and schedules another', async () => {
  const provided: Record<string, unknown> = {
    'demo-readers': { subscriberID: ann.userId, trialReaderID: ben.userId },
    topics: [{ topicID, topicName: 'Asthma' }],
  };
  const context = {
    services: api.app,
    stage: () => ({ update: () => undefined, done: () => undefined }),
    need: (key: { name: string }) => provided[key.name],
  };
  await notificationsSeed.run(context as unknown as SeedContext);

  expect((await topicsOf(ann.token)).slice(0, 2)).toEqual(['New notes in Asthma', 'Next webinar: Chest pain']);
  expect((await topicsOf(ben.token)).slice(0, 2)).toEqual(['Next webinar: Chest pain', 'New notes in Asthma']);
  const scheduled = await api.ok(adminNotification.getPagedNotifications, {
    token: admin,
    body: { page: 0, status: 'SCHEDULED' },
  });
  expect(scheduled.pageData.map((notification) => notification.notificationTopic)).toContain('Revision week: Asthma');
});
