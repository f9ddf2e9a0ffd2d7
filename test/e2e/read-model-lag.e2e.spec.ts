import { Client } from 'pg';
import { ErrorCodes, Messages, type ChapterMenuResult, ApiPaths, type PrimaryIndexResult } from '@notebook/contracts';
import { POSTGRES_ADMIN_URL } from '../support/databases';
import { TestApi, eventually } from '../support/test-api';

/**
 * When the projections are behind (the worker is down or slow), a save still lands, and its answer
 * says so: 503 'saved, not shown yet' with Retry-After, never a 404 for what was just saved. Once
 * the projections run again, the saved item shows, once. Uses the product's 2 s read-your-writes wait.
 */
let api: TestApi;
let admin: string;

const groupNames = async () =>
  (await api.ok<ChapterMenuResult>(ApiPaths.adminChapter.getChapterMenu, { token: admin, body: {} })).chapterGroups.map(
    (group) => group.chapterGroupName,
  );

beforeAll(async () => {
  api = await TestApi.start({ projectionWaitMs: 2_000 });
  const { email } = await eventually(() => api.createAdmin());
  admin = (await eventually(() => api.login(email))).token;
}, 60_000);
afterAll(() => api.stop());

test('a save made while the projections are stopped answers 503 "saved, not shown yet", and shows once they run', async () => {
  await api.pauseProjections();
  const before = await api.eventCount();
  const response = await api.call(ApiPaths.adminChapter.saveUpdateChapterGroup, {
    token: admin,
    body: { chapterGroupName: 'Dermatology' },
  });
  expect(response.status).toBe(503);
  expect(response.headers.get('retry-after')).toBe('2');
  expect(response.body).toEqual({
    status: 'FAILED',
    appsErrorMessages: [{ errorCode: ErrorCodes.NOT_YET_VISIBLE, errorMessage: Messages.savedNotYetVisible }],
  });
  expect(await api.eventCount()).toBe(before + 1);

  api.resumeProjections();
  await eventually(async () => expect(await groupNames()).toContain('Dermatology'));
  expect((await groupNames()).filter((name) => name === 'Dermatology')).toHaveLength(1);
}, 30_000);

test('with the projections running, a save answers its result and a missing item is still 404', async () => {
  const saved = await api.call<{ chapterGroupName: string }>(ApiPaths.adminChapter.saveUpdateChapterGroup, {
    token: admin,
    body: { chapterGroupName: 'Neurology' },
  });
  expect(saved.status).toBe(200);
  const missing = await api.call(ApiPaths.adminChapter.updateChapterGroupStatus, {
    token: admin,
    body: { chapterGroupID: '0190a3b4-0000-7000-8000-0000000000ff', status: 'INA' },
  });
  expect(missing.status).toBe(404);
});

test('a long transaction elsewhere on the server (another database, another table of ours) holds no save back', async () => {
  const { chapterID } = await api.createChapter(admin, { chapterName: 'Respiratory' });
  const topicID = await api.addTopic(admin, chapterID, 'Asthma', { freeContent: true });
  await api.resources.pool.query('CREATE TABLE IF NOT EXISTS unrelated_work (n int)');
  const open = [
    await openWriteTransaction(POSTGRES_ADMIN_URL, 'SELECT pg_current_xact_id()'),
    await openWriteTransaction(api.resources.config.DATABASE_URL, 'INSERT INTO unrelated_work VALUES (1)'),
  ];
  try {
    for (const topicName of ['Asthma in adults', 'Asthma in children', 'Asthma: acute', 'Asthma: chronic']) {
      const saved = await api.call(ApiPaths.adminChapter.saveUpdateTopic, {
        token: admin,
        body: { topicID, chapterID, topicName, freeContent: true },
      });
      expect(saved.status).toBe(200);
      const index = await api.ok<PrimaryIndexResult>(ApiPaths.public.getPrimaryIndex);
      expect(index.chapters.flatMap((chapter) => chapter.topics.map((topic) => topic.topicName))).toContain(topicName);
    }
  } finally {
    await Promise.all(open.map((client) => client.end().catch(() => undefined)));
  }
}, 30_000);

/** A transaction that has written (so has a transaction id) and stays open until its client ends. */
async function openWriteTransaction(url: string, firstWrite: string): Promise<Client> {
  const client = new Client({ connectionString: url });
  await client.connect();
  await client.query('BEGIN');
  await client.query(firstWrite);
  return client;
}
