/**
 * Reader practice (issue 14), through the application's own services and container:
 *
 * - **Submitting an answer**: `AktSessionService.submit` in exam mode (load the session's stream,
 *   decide and mark, append), one after another, against the baseline of a bare `appendToStream` of
 *   an event of the same size to a fresh stream, in the same run. Goal: p95 ≤ 3x the bare append.
 *   The reader reads their own write: the session's screens fold its stream (the answer does not
 *   wait for the read models; lists and readiness catch up before they read). A second subject
 *   times an answer followed by reading the session's navigator back, and checks it shows the answer.
 * - **Creating a 150-question session over 10,000 questions**: `AktSessionService.create` (topic
 *   access, the question pool, the draw, the copies of 150 questions, one event of them, the
 *   projection), against the baseline of one SQL statement drawing 150 random question documents of
 *   the same topics.
 *
 * Seeding: one free topic through the catalog service; the 10,000 questions as read-model rows
 * (`akt_question`, the shape the projection writes), since the bench measures practice, not authoring.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { buildResources, createApplicationContext, startProjectionRunner } from '@notebook/api';
import { CatalogService } from '@notebook/catalog';
import type { AktSessionQuestion } from '@notebook/contracts';
import { IdentityService } from '@notebook/identity';
import { type AuthenticatedUser, SYSTEM_ACTOR, createKysely, loadConfig } from '@notebook/kernel';
import { AktSessionService } from '@notebook/practice';
import type { Database } from '@notebook/read-models';
import { readerCallerOf } from '@notebook/reading';
import { type BenchContext, type BenchRow, percentile, timedMs } from './support/bench';
import { seedAktQuestions } from './support/akt-questions';

export const name = 'practice';
export const description =
  'AKT practice: an answer with read-your-writes vs a bare append; a 150-question session over 10,000 questions vs one SQL draw';

const QUESTIONS = 10_000;
const SESSION_SIZE = 150;

export async function run(context: BenchContext): Promise<BenchRow[]> {
  const config = loadConfig({
    NODE_ENV: 'production',
    DATABASE_URL: context.url,
    REDIS_URL: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
    JWT_SECRET: 'bench-secret-for-the-practice-run-0123456789',
    ADMIN_PASSWORD: 'bench-admin-password-1',
  });
  const resources = buildResources(config, { poolSize: 10 });
  const runner = startProjectionRunner(resources, {
    role: 'bench',
    logger: { info: () => undefined, warn: console.warn, error: console.error },
  });
  const services = await createApplicationContext(resources);
  const rows: BenchRow[] = [];
  try {
    const catalog = services.get(CatalogService);
    const group = await catalog.saveChapterGroup({ chapterGroupName: 'Bench', status: 'ACT' }, SYSTEM_ACTOR);
    const chapter = await catalog.saveChapter(
      { chapterGroupID: group.chapterGroupID, chapterName: 'Bench', status: 'ACT' },
      SYSTEM_ACTOR,
    );
    const topic = await catalog.saveTopic(
      { chapterID: chapter.chapterID, topicName: 'Bench', status: 'ACT', freeContent: true },
      SYSTEM_ACTOR,
    );
    const questions = context.scaled(QUESTIONS);
    context.log(`seeding ${questions} AKT questions`);
    await seedAktQuestions(context, topic.topicID, questions);

    const identity = services.get(IdentityService);
    const readerID = await identity.registerReader(
      {
        email: `bench-${randomUUID().slice(0, 8)}@bench.example`,
        firstName: 'B',
        lastName: 'R',
        password: 'Bench-pass-1',
      },
      SYSTEM_ACTOR,
    );
    const user: AuthenticatedUser = {
      userId: readerID,
      userType: 'READER',
      email: 'bench',
      privileges: [],
      tokenVersion: 0,
      hasActiveSubscription: true,
    };
    const reader = readerCallerOf(user);
    const sessions = services.get(AktSessionService);

    // A 150-question session over the pool, against one SQL draw of as many documents.
    const creates: number[] = [];
    const draws: number[] = [];
    const db = createKysely<Database>(context.pool);
    let aktSessionID = '';
    for (let round = 0; round < 12; round += 1) {
      creates.push(
        await timedMs(
          async () =>
            (aktSessionID = (
              await sessions.create(
                { topicIDs: [topic.topicID], noOfQuestions: SESSION_SIZE, mode: 'EXAM', filter: 'ALL' },
                reader,
              )
            ).aktSessionID),
        ),
      );
      draws.push(
        await timedMs(() =>
          sql`SELECT document FROM akt_question WHERE topic_id = ${topic.topicID} AND status = 'ACT' ORDER BY random() LIMIT ${SESSION_SIZE}`.execute(
            db,
          ),
        ),
      );
    }
    const group150 = `a ${SESSION_SIZE}-question session over ${questions} questions`;
    rows.push(
      {
        group: `${group150}, p50`,
        subject: 'one SQL draw of 150 documents',
        value: percentile(draws, 50),
        unit: 'ms',
        baseline: true,
      },
      {
        group: `${group150}, p50`,
        subject: 'createReaderAKTSession (service)',
        value: percentile(creates, 50),
        unit: 'ms',
      },
    );

    // Answers in exam mode, each a change (two options in turn), against a bare append of the same size.
    const submits: number[] = [];
    const readBacks: number[] = [];
    const appends: number[] = [];
    const answers = SESSION_SIZE;
    context.log(`${answers} answers and as many bare appends`);
    for (let index = 0; index < answers; index += 1) {
      const question: AktSessionQuestion = await sessions.question(aktSessionID, index + 1, reader);
      const answerID = question.answers[index % 2]!.answerID;
      submits.push(
        await timedMs(() => sessions.submit({ aktSessionID, aktQuestionID: question.aktQuestionID, answerID }, reader)),
      );
      const otherAnswerID = question.answers[(index + 1) % 2]!.answerID;
      readBacks.push(
        await timedMs(async () => {
          await sessions.submit(
            { aktSessionID, aktQuestionID: question.aktQuestionID, answerID: otherAnswerID },
            reader,
          );
          const shown = await sessions.question(aktSessionID, index + 1, reader);
          if (shown.chosenAnswerID !== otherAnswerID) throw new Error('The answer just given was not read back');
        }),
      );
      appends.push(
        await timedMs(() =>
          context.eventStore.appendToStream(
            `benchAppend-${randomUUID()}`,
            [
              {
                type: 'BenchAnswerRecorded',
                data: {
                  aktSessionID,
                  readerID,
                  aktQuestionID: question.aktQuestionID,
                  answerID,
                  subAnswers: [],
                  answerStatus: 'CORRECT',
                  marks: 1,
                  outOf: 1,
                },
              },
            ],
            { expectedRevision: 'no_stream' },
          ),
        ),
      );
    }
    for (const p of [50, 95] as const) {
      rows.push(
        {
          group: `an answer, p${p}`,
          subject: 'bare appendToStream',
          value: percentile(appends, p),
          unit: 'ms',
          baseline: true,
        },
        {
          group: `an answer, p${p}`,
          subject: 'submitAktAnswer (service, read-your-writes)',
          value: percentile(submits, p),
          unit: 'ms',
          details: { answers },
        },
        {
          group: `an answer, p${p}`,
          subject: 'submitAktAnswer, then the question read back',
          value: percentile(readBacks, p),
          unit: 'ms',
          details: { answers },
        },
      );
    }
  } finally {
    await services.close();
    await runner.stop();
    await resources.close();
  }
  return rows;
}
