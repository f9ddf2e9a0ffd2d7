import { type Socket, io } from 'socket.io-client';
import { ApiPaths, type ReaderNotificationItem, type SaveWebinarRequest } from '@notebook/contracts';
import { TestApi } from '../support/test-api';

/**
 * The automatic webinar notification (issue 26) over HTTP: an admin who ticks "Notify readers" when
 * creating a webinar, or when saving a new start, sends every reader (or the webinar's reader groups)
 * a WEBINAR notification naming the start in Sydney time, pushed to open tabs; without the tick, or
 * with it on a save that keeps the start, nothing is sent.
 */
let api: TestApi;
let admin: string;
let categoryID: string;
let ann: { token: string; userId: string };
let ben: { token: string; userId: string };
let groupID: string;
const sockets: Socket[] = [];

beforeAll(async () => {
  api = await TestApi.start();
  admin = await api.adminToken();
  ({ webinarCategoryID: categoryID } = await api.ok(ApiPaths.adminWebinar.saveUpdateWebinarCategory, {
    token: admin,
    body: { categoryType: 'AKT', categoryCode: '2025.2', categoryName: 'AKT 2025.2' },
  }));
  ann = await api.signedInReader();
  ben = await api.signedInReader();
  ({ readerGroupID: groupID } = await api.ok(ApiPaths.adminReaderGroup.saveUpdateReaderGroup, {
    token: admin,
    body: { groupName: 'Night owls' },
  }));
  await api.ok(ApiPaths.adminReader.bulkUpdateReaderGroups, {
    token: admin,
    body: { readerIDs: [ben.userId], addReaderGroupIDs: [groupID] },
  });
}, 90_000);
afterAll(async () => {
  for (const socket of sockets) socket.disconnect();
  await api?.stop();
});

// 08:30 UTC on 5 March 2027 is 19:30 in Sydney (summer time).
const webinar = (overrides: Partial<SaveWebinarRequest> = {}): SaveWebinarRequest => ({
  webinarName: 'Chest pain',
  webinarCategoryID: categoryID,
  presenter: 'Dr Priya Raman',
  startsAt: '2027-03-05T08:30:00.000Z',
  durationMinutes: 90,
  joinLink: 'https://meet.example.com/chest-pain',
  ...overrides,
});
const saveWebinar = (body: SaveWebinarRequest) =>
  api.ok<{ webinarID: string }>(ApiPaths.adminWebinar.saveUpdateWebinar, { token: admin, body });
const bell = async (token: string) =>
  (await api.ok(ApiPaths.reader.getPagedNotificationsByReaderID, { token, body: { page: 0, rows: 20 } })).pageData;
const topicsOf = async (token: string) => (await bell(token)).map((item) => item.notificationTopic);

async function openTab(token: string): Promise<{ pushed: ReaderNotificationItem[] }> {
  const socket = io(api.baseUrl, { auth: { token }, transports: ['websocket'], reconnection: false, forceNew: true });
  sockets.push(socket);
  await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
  const tab = { pushed: [] as ReaderNotificationItem[] };
  socket.on('notification', (item: ReaderNotificationItem) => tab.pushed.push(item));
  return tab;
}

/** Waits up to 5 s for the tab to have had `count` pushed, then a moment more: exactly that many came. */
async function pushedCount(tab: { pushed: unknown[] }, count: number): Promise<void> {
  for (const deadline = Date.now() + 5_000; tab.pushed.length < count && Date.now() < deadline;)
    await new Promise((resolve) => setTimeout(resolve, 50));
  await new Promise((resolve) => setTimeout(resolve, 300));
  expect(tab.pushed).toHaveLength(count);
}

test('a new webinar with "Notify readers" reaches every reader, live, naming its start in Sydney time', async () => {
  const tab = await openTab(ann.token);
  const { webinarID } = await saveWebinar(webinar({ notifyReaders: true }));
  await api.runDueJobs();

  const expected = {
    notificationTopic: 'New webinar: Chest pain',
    content: '<p><strong>Chest pain</strong> starts on 05/03/2027 19:30 Sydney time and runs for 90 minutes.</p>',
    notificationType: 'WEBINAR',
    webinarID,
    readerNotificationStatus: 'NEW',
  };
  expect(await bell(ann.token)).toEqual([expect.objectContaining(expected)]);
  expect(await topicsOf(ben.token)).toEqual(['New webinar: Chest pain']);
  await pushedCount(tab, 1);
  expect(tab.pushed[0]).toMatchObject(expected);

  // Saved again with the tick but the same start: nothing. A new start with the tick: rescheduled.
  await saveWebinar(webinar({ webinarID, presenter: 'Dr Sam Lee', notifyReaders: true }));
  await api.runDueJobs();
  expect(await topicsOf(ann.token)).toEqual(['New webinar: Chest pain']);
  await saveWebinar(webinar({ webinarID, startsAt: '2027-03-06T09:00:00.000Z', notifyReaders: true }));
  await api.runDueJobs();
  const [rescheduled] = await bell(ann.token);
  expect(rescheduled).toMatchObject({
    notificationTopic: 'Webinar rescheduled: Chest pain',
    content: expect.stringContaining('now starts on 06/03/2027 20:00 Sydney time'),
  });
  await pushedCount(tab, 2);
});

test("one for a reader group tells that group's readers only; without the tick nobody is told", async () => {
  const before = { ann: await topicsOf(ann.token), ben: await topicsOf(ben.token) };
  await saveWebinar(webinar({ webinarName: 'Owls only', audienceReaderGroupIDs: [groupID], notifyReaders: true }));
  await saveWebinar(webinar({ webinarName: 'Quiet one' }));
  await api.runDueJobs();

  expect(await topicsOf(ben.token)).toEqual(['New webinar: Owls only', ...before.ben]);
  expect(await topicsOf(ann.token)).toEqual(before.ann);
});
