import { randomBytes } from 'node:crypto';
import type { ChildProcess } from 'node:child_process';
import { ApiPaths, Messages, type TopicMenuEntry, apiUrl } from '@notebook/contracts';
import { type ApiProcess, startApiProcess } from '../support/api-process';
import { killHard, unusedPort } from '../support/app-process';
import { PrivatePostgres } from '../support/private-postgres';
import { readModelsDifferingFromRebuild, untilReadModelsCaughtUp } from '../support/rebuild-comparison';
import { TestApi } from '../support/test-api';
import { expectAnsweredTopicsLoggedOnce } from '../support/topic-commands';
import { startWorkerProcess } from '../support/worker-process';

/**
 * PostgreSQL restarted under load (issue 30): the API and the worker run as processes on a
 * PostgreSQL server of this file's own, which is stopped dead mid-load and started again. Meanwhile
 * calls fail cleanly (an answer in the envelope, promptly); after, the same processes answer again
 * (their pools and listeners reconnect), no answered command is lost or doubled, and every read model
 * equals a rebuild from the log.
 */
let server: PrivatePostgres;
let api: TestApi;
let admin: string;
let target: ApiProcess;
const children: ChildProcess[] = [];

beforeAll(async () => {
  server = await PrivatePostgres.start();
  const database = await server.createDatabase(`restart_${randomBytes(4).toString('hex')}`);
  api = await TestApi.start({ database, jobWorker: false });
  await api.pauseProjections();
  children.push(startWorkerProcess(api));
  target = await startApiProcess(api, await unusedPort());
  children.push(target.child);
  admin = await api.adminToken();
}, 90_000);
afterAll(async () => {
  for (const child of children) await killHard(child);
  await api?.stop();
  await server?.stop();
}, 30_000);

type Outcome = { status: number | 'no answer'; body: unknown; ms: number };

async function call(path: string, init: RequestInit): Promise<Outcome> {
  const started = Date.now();
  try {
    const response = await fetch(`${target.baseUrl}${apiUrl(path)}`, {
      ...init,
      headers: { authorization: `Bearer ${admin}`, 'content-type': 'application/json' },
      signal: AbortSignal.timeout(30_000),
    });
    const body: unknown = await response.json().catch(() => null);
    return { status: response.status, body, ms: Date.now() - started };
  } catch {
    return { status: 'no answer', body: null, ms: Date.now() - started };
  }
}

const createTopic = (chapterID: string, topicName: string) =>
  call(ApiPaths.adminChapter.saveUpdateTopic, {
    method: 'POST',
    body: JSON.stringify({ chapterID, topicName, freeContent: false }),
  });

const LANES = 4;
const ANSWERS_BEFORE = 10;
const ANSWERS_AFTER = 10;
const OUTAGE_MS = 3_000;

test('calls fail cleanly while PostgreSQL is down and succeed after, with nothing lost or doubled', async () => {
  const { chapterID } = await api.createChapter(admin, { chapterName: 'Restart' });
  const answered = new Map<string, string>();
  const duringOutage: Outcome[] = [];
  let outage: 'before' | 'down' | 'after' = 'before';
  let answeredAfter = 0;
  let sent = 0;
  const deadline = Date.now() + 90_000;

  const restartServer = async () => {
    outage = 'down';
    await server.crash();
    await new Promise((resolve) => setTimeout(resolve, OUTAGE_MS));
    await server.start();
    outage = 'after';
  };
  let restarted: Promise<void> | null = null;

  const lane = async () => {
    while (answeredAfter < ANSWERS_AFTER && Date.now() < deadline) {
      const topicName = `Restart ${(sent += 1)}`;
      const phase = outage;
      const outcome = await createTopic(chapterID, topicName);
      if (outcome.status === 200) {
        answered.set(topicName, (outcome.body as { result: { topicID: string } }).result.topicID);
        if (phase === 'after' && outage === 'after') answeredAfter += 1;
      } else if (phase === 'down' && outage === 'down') duringOutage.push(outcome);
      if (answered.size >= ANSWERS_BEFORE) restarted ??= restartServer();
      if (outcome.status !== 200) await new Promise((resolve) => setTimeout(resolve, 100));
    }
  };
  await Promise.all(Array.from({ length: LANES }, lane));
  await restarted;

  // The same processes answer again once the server is back.
  expect(answeredAfter).toBeGreaterThanOrEqual(ANSWERS_AFTER);
  // While it was down, every call was answered promptly with a clear error in the envelope.
  expect(duringOutage.length).toBeGreaterThan(0);
  for (const outcome of duringOutage) {
    expect(outcome.status).toBe(503);
    expect(outcome.body).toMatchObject({
      status: 'FAILED',
      appsErrorMessages: [{ errorCode: 'UNAVAILABLE', errorMessage: Messages.serviceBusy }],
    });
    expect(outcome.ms).toBeLessThan(15_000);
  }

  const logged = await expectAnsweredTopicsLoggedOnce(api.database.eventStore, chapterID, answered);

  // The worker's projections carried on from their checkpoints; the API shows every logged topic.
  await untilReadModelsCaughtUp(api.database, 60_000);
  const menu = await call(ApiPaths.adminChapter.getTopicMenu, { method: 'GET' });
  const shown = (menu.body as { result: { topics: TopicMenuEntry[] } }).result.topics.filter(
    (topic) => topic.chapterID === chapterID,
  );
  expect(shown.map((topic) => topic.topicID).sort()).toEqual(logged.map((topic) => topic.topicID).sort());
  expect(await readModelsDifferingFromRebuild(api.database)).toEqual({});
}, 180_000);
