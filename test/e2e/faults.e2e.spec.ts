import type { ChildProcess } from 'node:child_process';
import { sql } from 'kysely';
import { applicationEventSchemas } from '@notebook/api';
import { catalogProjection, curriculumEvents } from '@notebook/catalog';
import { ApiPaths, type StartedMockAttempt } from '@notebook/contracts';
import { CommandBatch, type DomainEvent, START, SYSTEM_ACTOR } from '@notebook/kernel';
import { type ApiProcess, startApiProcess } from '../support/api-process';
import { killHard, unusedPort } from '../support/app-process';
import { readModelsDifferingFromRebuild, untilReadModelsCaughtUp } from '../support/rebuild-comparison';
import { TestApi, eventually } from '../support/test-api';
import { createTopicOver, expectAnsweredTopicsLoggedOnce } from '../support/topic-commands';
import { startWorkerProcess } from '../support/worker-process';

/**
 * Faults (issue 30): the API and the worker run as real processes over a database of this file's own
 * and are SIGKILLed mid-work: the API mid-command, the worker mid-batch of its projections and
 * mid-job. After each, no event is lost or doubled and every read model equals a rebuild from the log.
 * The in-process TestApi only sets up and looks; its projection runner is paused, so the worker
 * processes keep the read models.
 */
let api: TestApi;
let admin: string;
let worker: ChildProcess;
const children: ChildProcess[] = [];

function started<T extends ChildProcess>(child: T): T {
  children.push(child);
  return child;
}

beforeAll(async () => {
  api = await TestApi.start({ jobWorker: false });
  await api.pauseProjections();
  worker = started(startWorkerProcess(api));
  admin = await api.adminToken();
}, 60_000);
afterAll(async () => {
  for (const child of children) await killHard(child);
  await api?.stop();
}, 30_000);

async function loggedEvents<T>(type: string): Promise<T[]> {
  const events = await api.database.eventStore.readAll(START, 100_000, { eventTypes: [type] });
  return events.map((event) => event.data as T);
}

describe('the API killed mid-command', () => {
  const LANES = 4;
  const ANSWERS_BEFORE_KILL = 12;

  /** Sends topic commands on a few lanes at once and SIGKILLs the API once enough were answered; returns the answered ones. */
  async function commandsUntilKilled(target: ApiProcess, chapterID: string): Promise<Map<string, string>> {
    const answered = new Map<string, string>();
    let sent = 0;
    let killed: Promise<void> | null = null;
    const lane = async () => {
      while (!killed) {
        const topicName = `Fault ${(sent += 1)}`;
        const topicID = await createTopicOver(target.baseUrl, admin, chapterID, topicName);
        if (topicID) answered.set(topicName, topicID);
        if (answered.size >= ANSWERS_BEFORE_KILL) killed ??= killHard(target.child);
      }
    };
    await Promise.all(Array.from({ length: LANES }, lane));
    await killed;
    return answered;
  }

  /** A process of the API on `port`, SIGKILLed in afterAll should the test fail first. */
  async function apiOn(port: number): Promise<ApiProcess> {
    const running = await startApiProcess(api, port);
    started(running.child);
    return running;
  }

  test('every command answered 200 is in the log once and in the read models; nothing half-applied or doubled', async () => {
    const { chapterID } = await api.createChapter(admin, { chapterName: 'Faults' });
    const port = await unusedPort();
    const answered = await commandsUntilKilled(await apiOn(port), chapterID);

    // Started again on the same port, it answers at once.
    const afterRestart = await createTopicOver((await apiOn(port)).baseUrl, admin, chapterID, 'After the restart');
    expect(afterRestart).toEqual(expect.any(String));
    answered.set('After the restart', afterRestart!);

    const logged = await expectAnsweredTopicsLoggedOnce(api.database.eventStore, chapterID, answered);

    await untilReadModelsCaughtUp(api.database);
    const shown = await api.database.db
      .selectFrom('topic')
      .select(['topic_id', 'topic_name'])
      .where('chapter_id', '=', chapterID)
      .execute();
    expect(shown.map((topic) => topic.topic_id).sort()).toEqual(logged.map((topic) => topic.topicID).sort());
    expect(await readModelsDifferingFromRebuild(api.database)).toEqual({});
  }, 60_000);
});

describe('the worker killed mid-batch', () => {
  const CHAPTERS = 20;
  const TOPICS_PER_CHAPTER = 150;

  /** Schema-checked catalog events appended in bulk (a group, its chapters, their topics), with no wait for the read models. */
  async function appendCurriculum(): Promise<number> {
    const batch = new CommandBatch(api.database.eventStore, applicationEventSchemas, api.resources.clock);
    const record = (streamName: string, event: DomainEvent) =>
      batch.execute(
        {
          streamName,
          command: null,
          actor: SYSTEM_ACTOR,
          decider: { initialState: () => null, evolve: () => null, decide: () => [event] },
        },
        { newStream: true },
      );
    const group = curriculumEvents.group(undefined, 'Bulk');
    await record(`chapterGroup-${group.data.chapterGroupID}`, group);
    for (let chapterIndex = 0; chapterIndex < CHAPTERS; chapterIndex += 1) {
      const chapter = curriculumEvents.chapter(group.data.chapterGroupID, undefined, `Bulk ${chapterIndex}`);
      await record(`chapter-${chapter.data.chapterID}`, chapter);
      for (let topicIndex = 0; topicIndex < TOPICS_PER_CHAPTER; topicIndex += 1) {
        const topic = curriculumEvents.topic(chapter.data.chapterID, undefined, `Bulk ${chapterIndex}.${topicIndex}`);
        await record(`topic-${topic.data.topicID}`, topic);
      }
    }
    return (await batch.flush()).events;
  }

  type CatalogProgress = { position: string; transactionOpen: boolean };

  /** The catalog projection's checkpoint, and whether any connection but the test's own is in a transaction (the in-process API is idle meanwhile). */
  async function catalogProgress(): Promise<CatalogProgress> {
    const { rows } = await sql<CatalogProgress>`
      SELECT
        (SELECT position FROM projection_checkpoint WHERE projection_name = ${catalogProjection.name}) AS "position",
        EXISTS (SELECT 1 FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()
                  AND xact_start IS NOT NULL AND state <> 'idle') AS "transactionOpen"
    `.execute(api.database.db);
    return rows[0]!;
  }

  /** Polls until the worker has applied part of the appended events and a transaction of its is open: mid-batch. */
  async function untilMidBatch(appended: { from: string; to: string }, timeoutMs = 45_000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const progress = await catalogProgress();
      const partly = progress.position > appended.from && progress.position < appended.to;
      if (partly && progress.transactionOpen) return;
      if (progress.position >= appended.to)
        throw new Error('The catalog projection caught up before it was seen mid-batch');
      if (worker.exitCode !== null) throw new Error(`The worker exited with ${worker.exitCode}`);
      if (Date.now() > deadline)
        throw new Error(`The worker was not seen mid-batch in ${timeoutMs} ms (catalog at ${progress.position})`);
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
  }

  test('restarted, it catches up and every read model equals a rebuild from the log', async () => {
    await killHard(worker);
    const appended = await appendCurriculum();
    expect(appended).toBe(1 + CHAPTERS * (1 + TOPICS_PER_CHAPTER));

    const appendedTo = await api.database.eventStore.headPosition();
    worker = started(startWorkerProcess(api));
    await untilMidBatch({ from: (await catalogProgress()).position, to: appendedTo });
    await killHard(worker);

    worker = started(startWorkerProcess(api));
    await untilReadModelsCaughtUp(api.database);
    const [topics] = await sql<{ n: number }>`SELECT count(*)::int AS n FROM topic WHERE topic_name LIKE 'Bulk %'`
      .execute(api.database.db)
      .then((result) => result.rows);
    expect(topics!.n).toBe(CHAPTERS * TOPICS_PER_CHAPTER);
    expect(await readModelsDifferingFromRebuild(api.database)).toEqual({});
  }, 120_000);
});

describe('the worker killed mid-job', () => {
  const READERS = 10;

  const submitted = async () =>
    (await loggedEvents<{ mockAttemptID: string }>('MockAttemptSubmitted')).map((event) => event.mockAttemptID);

  test('the deadline submits every attempt exactly once across the kill, and the read models equal a rebuild', async () => {
    const readers = [];
    for (let index = 0; index < READERS; index += 1) readers.push(await api.signedInReader());
    const mockExamID = await api.activeOneQuestionMockExam(admin, new Date(Date.now() + 10_000));
    const attempts: string[] = [];
    for (const { token } of readers) {
      const attempt = await api.ok<StartedMockAttempt>(ApiPaths.reader.startMockExamAttempt, {
        token,
        body: { mockExamID },
      });
      attempts.push(attempt.mockAttemptID);
    }

    // Killed the moment the first attempt is submitted, while the others that came due with it run.
    await eventually(async () => expect((await submitted()).length).toBeGreaterThan(0), 30_000);
    await killHard(worker);

    worker = started(startWorkerProcess(api));
    await eventually(async () => expect(new Set(await submitted())).toEqual(new Set(attempts)), 40_000);
    await untilReadModelsCaughtUp(api.database);
    expect((await submitted()).sort()).toEqual([...attempts].sort());
    const shown = await api.database.db
      .selectFrom('mock_attempt')
      .select('mock_attempt_id')
      .where('mock_exam_id', '=', mockExamID)
      .where('status', '=', 'AUTO_SUBMITTED')
      .execute();
    expect(shown).toHaveLength(READERS);
    expect(await readModelsDifferingFromRebuild(api.database)).toEqual({});
  }, 90_000);
});
