import type { ChildProcess } from 'node:child_process';
import { sql } from 'kysely';
import { ApiPaths, type StartedMockAttempt, type TopicMenuEntry, apiUrl } from '@notebook/contracts';
import { START } from '@notebook/kernel';
import { type ApiProcess, startApiProcess } from '../support/api-process';
import { killHard, unusedPort } from '../support/app-process';
import { readModelsDifferingFromRebuild, untilReadModelsCaughtUp } from '../support/rebuild-comparison';
import { TestApi, eventually } from '../support/test-api';
import { createTopicOver, expectAnsweredTopicsLoggedOnce } from '../support/topic-commands';
import { startWorkerProcess } from '../support/worker-process';

/**
 * Several machines (issue 30): two API processes and two workers on one database and one Redis, as
 * the scaled deployment in docker-compose.yml runs them. Commands go to both APIs at once (as a
 * proxy spreads them); mid-load one API and the worker holding the projections are SIGKILLed. After:
 * every answered command is in the log once, each deadline job submitted its attempt once, the other
 * worker took over every projection, and every read model equals a rebuild from the log. The
 * in-process TestApi only sets up and looks; its projection runner is paused.
 */
let api: TestApi;
let admin: string;
const children: ChildProcess[] = [];

function started<T extends ChildProcess>(child: T): T {
  children.push(child);
  return child;
}

beforeAll(async () => {
  api = await TestApi.start({ jobWorker: false });
  await api.pauseProjections();
}, 60_000);
afterAll(async () => {
  for (const child of children) await killHard(child);
  await api?.stop();
}, 30_000);

type Machine = { api: ApiProcess; alive: boolean };

async function startMachine(): Promise<Machine> {
  const running = await startApiProcess(api, await unusedPort());
  started(running.child);
  return { api: running, alive: true };
}

async function topicMenuOn(machine: Machine): Promise<TopicMenuEntry[]> {
  const response = await fetch(`${machine.api.baseUrl}${apiUrl(ApiPaths.adminChapter.getTopicMenu)}`, {
    headers: { authorization: `Bearer ${admin}` },
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { result: { topics: TopicMenuEntry[] } }).result.topics;
}

/** Which worker process holds each projection's lease now (its owner id carries the pid). */
async function leaseHolders(): Promise<Map<string, number>> {
  const { rows } = await sql<{ projection_name: string; owner_id: string }>`
    SELECT projection_name, owner_id FROM projection_lease WHERE expires_at > now()
  `.execute(api.database.db);
  return new Map(rows.map((row) => [row.projection_name, Number(/-(\d+)-[0-9a-f]{8}$/.exec(row.owner_id)?.[1])]));
}

async function submittedAttempts(): Promise<string[]> {
  const events = await api.database.eventStore.readAll(START, 100_000, { eventTypes: ['MockAttemptSubmitted'] });
  return events.map((event) => (event.data as { mockAttemptID: string }).mockAttemptID);
}

const LANES = 6;
const ANSWERS_BEFORE_KILL = 15;
const ANSWERS_AFTER_KILL = 15;

test('two APIs and two workers: one of each killed mid-load, nothing lost, doubled or applied twice', async () => {
  const workers = [started(startWorkerProcess(api)), started(startWorkerProcess(api))];
  admin = await api.adminToken();
  const machines = [await startMachine(), await startMachine()];
  const { chapterID } = await api.createChapter(admin, { chapterName: 'Several machines' });

  // Readers sit a mock exam whose deadline falls mid-load: its jobs run on whichever worker takes them.
  const readers = await Promise.all(Array.from({ length: 6 }, () => api.signedInReader()));
  const mockExamID = await api.activeOneQuestionMockExam(admin, new Date(Date.now() + 8_000));
  const attempts: string[] = [];
  for (const { token } of readers) {
    const attempt = await api.ok<StartedMockAttempt>(ApiPaths.reader.startMockExamAttempt, {
      token,
      body: { mockExamID },
    });
    attempts.push(attempt.mockAttemptID);
  }

  const answered = new Map<string, string>();
  let sent = 0;
  let killed: Promise<void> | null = null;
  const killOneOfEach = async () => {
    const holders = await leaseHolders();
    const busiest = workers.find((worker) => [...holders.values()].includes(worker.pid!)) ?? workers[0]!;
    machines[0]!.alive = false;
    await Promise.all([killHard(machines[0]!.api.child), killHard(busiest)]);
    return workers.find((worker) => worker !== busiest)!;
  };
  let survivingWorker: ChildProcess | null = null;
  const lane = async (laneIndex: number) => {
    for (;;) {
      const alive = machines.filter((machine) => machine.alive);
      const target = alive[(laneIndex + sent) % alive.length]!;
      const topicName = `Machine ${(sent += 1)}`;
      const topicID = await createTopicOver(target.api.baseUrl, admin, chapterID, topicName);
      if (topicID) answered.set(topicName, topicID);
      if (answered.size >= ANSWERS_BEFORE_KILL)
        killed ??= killOneOfEach().then((worker) => {
          survivingWorker = worker;
        });
      if (answered.size >= ANSWERS_BEFORE_KILL + ANSWERS_AFTER_KILL) return;
    }
  };
  await Promise.all(Array.from({ length: LANES }, (_, index) => lane(index)));
  await killed;

  // The surviving worker takes over every projection once the killed one's connection is gone. A
  // projection with nothing left to read is caught up before that: the standby takes its lock at its
  // next try (acquireIntervalMs), so the lease table is what shows the takeover.
  await untilReadModelsCaughtUp(api.database, 90_000);
  await eventually(
    async () => expect(new Set((await leaseHolders()).values())).toEqual(new Set([survivingWorker!.pid])),
    30_000,
  );

  // Every answered command is in the log once, with the id it was answered with.
  const logged = await expectAnsweredTopicsLoggedOnce(api.database.eventStore, chapterID, answered);

  // The surviving API shows every logged topic; each deadline job submitted its attempt exactly once.
  const shown = (await topicMenuOn(machines[1]!)).filter((topic) => topic.chapterID === chapterID);
  expect(shown.map((topic) => topic.topicID).sort()).toEqual(logged.map((topic) => topic.topicID).sort());
  await eventually(async () => expect(new Set(await submittedAttempts())).toEqual(new Set(attempts)), 40_000);
  await untilReadModelsCaughtUp(api.database);
  expect((await submittedAttempts()).filter((id) => attempts.includes(id)).sort()).toEqual([...attempts].sort());

  expect(await readModelsDifferingFromRebuild(api.database)).toEqual({});
}, 240_000);
