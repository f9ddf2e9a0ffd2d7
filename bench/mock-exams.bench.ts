/**
 * Mock exams (issue 15), through the application's services, the projection runner and the real
 * BullMQ job worker:
 *
 * - **Autosave under load**: 500 readers sitting one 70-question paper, each saving an answer once a
 *   round (a second of simulated time), up to 50 saves in flight, for 10 rounds; `saveMockExamAnswer`
 *   (load the attempt's stream, check the clock and the paper, mark, append) against the baseline
 *   of a bare `appendToStream` of an event of the same size, with the same concurrency, in the same
 *   run. Goal: p95 ≤ 3x the bare append.
 * - **From the deadline to every attempt submitted**: the application's clock is moved to the end of
 *   the window and the due jobs are promoted; the time until the 500 `MockAttemptSubmitted` events
 *   are in, against the baseline of submitting the 500 attempts one after another through the
 *   service (no queue) on a second exam.
 *
 * Readers are ids (no accounts: the attempt needs only who and what they may sit); the questions are
 * read-model rows as the question-bank projection writes them.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { buildResources, createApplicationContext, startJobWorker, startProjectionRunner } from '@notebook/api';
import { CatalogService } from '@notebook/catalog';
import { type AuthenticatedUser, FixedClock, SYSTEM_ACTOR, createKysely, loadConfig } from '@notebook/kernel';
import { MockAttemptService, MockExamService } from '@notebook/mock-exams';
import type { Database } from '@notebook/read-models';
import { type ReaderCaller, readerCallerOf } from '@notebook/reading';
import { type BenchContext, type BenchRow, percentile, timedMs } from './support/bench';
import { seedAktQuestions } from './support/akt-questions';

export const name = 'mock-exams';
export const description =
  'Mock exams: 500 readers autosaving vs a bare append; from the deadline to every attempt submitted by the job worker';

const READERS = 500;
const PAPER = 70;
const ROUNDS = 10;
const IN_FLIGHT = 50;
const HOUR = 3_600_000;

export async function run(context: BenchContext): Promise<BenchRow[]> {
  const config = loadConfig({
    NODE_ENV: 'production',
    DATABASE_URL: context.url,
    REDIS_URL: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
    JWT_SECRET: 'bench-secret-for-the-mock-exam-run-0123456789',
    ADMIN_PASSWORD: 'bench-admin-password-1',
  });
  const clock = new FixedClock(new Date());
  // A command waits this long for the read models before answering from them. On a busy machine the
  // projections took over 30 s to take in a round's 1,000 events, and the second exam's activation
  // then read an exam not yet projected (Mock exam not found) and ended the whole run.
  const resources = buildResources(config, { poolSize: 20, clock, projectionWaitMs: 180_000 });
  await resources.jobs.obliterate();
  const runner = startProjectionRunner(resources, {
    role: 'bench',
    logger: { info: () => undefined, warn: console.warn, error: console.error },
  });
  const services = await createApplicationContext(resources);
  const worker = await startJobWorker(resources, { container: services });
  const db = createKysely<Database>(context.pool);
  const rows: BenchRow[] = [];
  try {
    const topicID = await benchTopic(services.get(CatalogService));
    await seedAktQuestions(context, topicID, PAPER, { mockExamQuestion: true });
    const exams = services.get(MockExamService);
    const attempts = services.get(MockAttemptService);
    const readers = Array.from({ length: context.scaled(READERS) }, () => benchReader());

    const exam = await openExam(exams, clock, 'Bench mock');
    context.log(`${readers.length} readers start the paper`);
    const started = await inParallel(readers, IN_FLIGHT, (reader) => attempts.start(exam, reader));

    context.log(`${ROUNDS} rounds of ${readers.length} answers, ${IN_FLIGHT} in flight, and as many bare appends`);
    const saves: number[] = [];
    const appends: number[] = [];
    for (let round = 0; round < ROUNDS; round += 1) {
      // Every attempt sits the same paper in the same order: round N answers question N.
      const question = await attempts.question(started[0]!.mockAttemptID, (round % PAPER) + 1, readers[0]!);
      const answerIDs = [question.answers[round % 3]!.answerID];
      await inParallel(readers, IN_FLIGHT, async (reader, index) => {
        const { mockAttemptID } = started[index]!;
        saves.push(
          await timedMs(() =>
            attempts.save({ mockAttemptID, questionID: question.questionID, answerIDs, subAnswers: [] }, reader),
          ),
        );
      });
      await inParallel(readers, IN_FLIGHT, async (reader, index) => {
        appends.push(
          await timedMs(() =>
            context.eventStore.appendToStream(
              `benchMockAppend-${randomUUID()}`,
              [
                {
                  type: 'BenchMockAnswerSaved',
                  data: {
                    mockAttemptID: started[index]!.mockAttemptID,
                    readerID: reader.readerID,
                    questionID: question.questionID,
                    answerIDs,
                    subAnswers: [],
                    answerStatus: 'CORRECT',
                    marks: 1,
                    penalty: 0,
                    outOf: 1,
                  },
                },
              ],
              { expectedRevision: 'no_stream' },
            ),
          ),
        );
      });
    }
    for (const p of [50, 95] as const) {
      const group = `an autosave, ${readers.length} readers, ${IN_FLIGHT} in flight, p${p}`;
      rows.push(
        { group, subject: 'bare appendToStream', value: percentile(appends, p), unit: 'ms', baseline: true },
        {
          group,
          subject: 'saveMockExamAnswer (service)',
          value: percentile(saves, p),
          unit: 'ms',
          details: { answers: saves.length },
        },
      );
    }

    // The deadline: every attempt ends with the window; the jobs submit them.
    const deadlineGroup = `from the deadline to ${readers.length} attempts submitted`;
    // The baseline's exam closes an hour later, so its jobs are not due with the first exam's.
    const direct = await openExam(exams, clock, 'Bench mock, submitted directly', 2);
    const directAttempts = await inParallel(readers, IN_FLIGHT, (reader) => attempts.start(direct, reader));
    // To the first exam's end only: the second's deadlines, an hour later, are not yet due.
    clock.advance(HOUR);
    context.log('the deadline passes: the job worker submits every attempt');
    const jobsStarted = process.hrtime.bigint();
    await resources.jobs.promoteDue();
    await until(async () => (await submittedCount(db, exam)) === readers.length);
    const byJobs = Number(process.hrtime.bigint() - jobsStarted) / 1e6;
    // The baseline: the same submits through the service, one after another, on the second exam (its jobs are dropped,
    // once the worker has finished with the first exam's).
    await until(async () => (await resources.jobs.dueOrRunning()) === 0);
    await resources.jobs.obliterate();
    clock.advance(2 * HOUR);
    const directStarted = process.hrtime.bigint();
    for (const attempt of directAttempts) await attempts.submitAtDeadline(attempt.mockAttemptID);
    const directly = Number(process.hrtime.bigint() - directStarted) / 1e6;
    rows.push(
      {
        group: deadlineGroup,
        subject: 'submitAtDeadline, one after another (no queue)',
        value: directly,
        unit: 'ms',
        baseline: true,
      },
      {
        group: deadlineGroup,
        subject: 'BullMQ jobs (4 at a time), promoted at the deadline',
        value: byJobs,
        unit: 'ms',
        details: { attempts: readers.length },
      },
    );
  } finally {
    await services.close();
    await worker.close();
    await runner.stop();
    await resources.jobs.obliterate();
    await resources.close();
  }
  return rows;
}

async function benchTopic(catalog: CatalogService): Promise<string> {
  const group = await catalog.saveChapterGroup({ chapterGroupName: 'Bench mock', status: 'ACT' }, SYSTEM_ACTOR);
  const chapter = await catalog.saveChapter(
    { chapterGroupID: group.chapterGroupID, chapterName: 'Bench mock', status: 'ACT' },
    SYSTEM_ACTOR,
  );
  return (
    await catalog.saveTopic(
      { chapterID: chapter.chapterID, topicName: 'Bench mock', status: 'ACT', freeContent: true },
      SYSTEM_ACTOR,
    )
  ).topicID;
}

/** An AKT paper of every flagged question, open from now for `hours`. */
async function openExam(exams: MockExamService, clock: FixedClock, mockExamName: string, hours = 1): Promise<string> {
  const now = clock.now().getTime();
  const { mockExamID } = await exams.save(
    {
      mockExamType: 'AKT',
      mockExamName,
      randomQuestionCount: PAPER,
      durationMinutes: 120,
      windowStart: new Date(now - 60_000).toISOString(),
      windowEnd: new Date(now + hours * HOUR).toISOString(),
      resultRelease: 'ON_SUBMIT',
      audience: 'ALL_READERS',
    },
    SYSTEM_ACTOR,
  );
  await exams.changeStatus(mockExamID, 'ACTIVE', SYSTEM_ACTOR);
  return mockExamID;
}

function benchReader(): ReaderCaller {
  const user: AuthenticatedUser = {
    userId: randomUUID(),
    userType: 'READER',
    email: 'bench',
    privileges: [],
    tokenVersion: 0,
    hasActiveSubscription: true,
  };
  return readerCallerOf(user);
}

async function submittedCount(db: ReturnType<typeof createKysely<Database>>, mockExamID: string): Promise<number> {
  const { rows } = await sql<{
    count: number;
  }>`SELECT count(*)::int AS count FROM mock_attempt WHERE mock_exam_id = ${mockExamID} AND status <> 'IN_PROGRESS'`.execute(
    db,
  );
  return rows[0]!.count;
}

/** Patient: on a busy machine (load average 25 on 2 cores) the worker submitted about 80 attempts a minute. */
async function until(done: () => Promise<boolean>, timeoutMs = 1_200_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await done())) {
    if (Date.now() > deadline) throw new Error('Timed out waiting for the attempts to be submitted');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** Runs `work` over the items with at most `limit` at once; the results in the items' order. */
async function inParallel<T, R>(items: T[], limit: number, work: (item: T, index: number) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(limit, items.length) }, async () => {
      while (next < items.length) {
        const index = next++;
        results[index] = await work(items[index]!, index);
      }
    }),
  );
  return results;
}
