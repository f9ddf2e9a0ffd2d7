/**
 * An as-of report over many events (issue 27): the STUDY report as of a moment halfway through the
 * log, built by replaying its projection's events up to then into a scratch schema (what
 * adminReport/getReport does for a past date), against a raw keyset scan of the same events straight
 * from event_store.event in the same run. Then the same report asked again (the kept build) and
 * live. Sizes: BENCH_SCALE x 20,000 practice answers (BENCH_SCALE=50 for 1,000,000).
 */
import { Pool } from 'pg';
import { type EventUpcaster, type NewEvent, createKysely, newId } from '@notebook/kernel';
import type { Database } from '@notebook/read-models';
import { ReportBuilds, ReportQueries, reportProjections } from '@notebook/reports';
import { BenchContext, BenchRow, timed } from './support/bench';

export const name = 'reports';
export const description = 'an as-of STUDY report rebuilt from the log vs a raw scan of the same events';
export const ratios = [['as-of report (build + read)', 'raw SELECT scan']] as const;

const CHAPTERS = 12;
const TOPICS_PER_CHAPTER = 10;
const QUESTIONS_PER_TOPIC = 10;
const EVENTS_PER_APPEND = 500;
const BATCH_SIZE = 500;
const GROUP = 'STUDY as of the log’s middle';
/** The bench appends events in their current shape: nothing to upcast. */
const AS_RECORDED: EventUpcaster = { upcast: (events) => events };

export async function run(context: BenchContext): Promise<BenchRow[]> {
  const answers = context.scaled(20_000);
  const questions = await appendCatalog(context);
  context.log(`appending ${answers} practice answers in two halves`);
  const firstHalf = Math.floor(answers / 2);
  await appendAnswers(context, questions, firstHalf);
  await new Promise((resolve) => setTimeout(resolve, 1100));
  const until = new Date();
  await new Promise((resolve) => setTimeout(resolve, 1100));
  await appendAnswers(context, questions, answers - firstHalf);
  const eventTypes = reportProjections.STUDY.canHandle;
  const events = (
    await context.pool.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM event_store.event WHERE event_type = ANY($1::text[])',
      [eventTypes],
    )
  ).rows[0]!.n;

  const db = createKysely<Database>(context.pool); // not destroyed: that would end the shared pool
  const queries = new ReportQueries(db);
  const builds = new ReportBuilds({
    db,
    eventStore: context.eventStore,
    eventSchemas: AS_RECORDED,
    waitMs: 24 * 3600_000,
  });

  await rawScan(context.pool, eventTypes, until); // warms the cache for both alike
  context.log('raw SELECT scan of the same events');
  const raw = await timed(() => rawScan(context.pool, eventTypes, until));
  context.log('as-of build and read');
  let answered = 0;
  const asOf = await timed(async () => {
    const build = await builds.build('STUDY', until);
    if (build.status !== 'READY') throw new Error('the build did not finish');
    const report = await queries.report('STUDY', until, build.schema);
    answered = report.rows.reduce((sum, row) => sum + Number(row.answers), 0);
  });
  if (answered !== firstHalf) throw new Error(`the as-of report counts ${answered} answers, not ${firstHalf}`);
  context.log('the kept build asked again');
  const kept = await timed(async () => {
    const build = await builds.build('STUDY', until);
    if (build.status !== 'READY') throw new Error('the kept build was not found');
    await queries.report('STUDY', until, build.schema);
  });

  const row = (subject: string, seconds: number, baseline = false): BenchRow => ({
    group: GROUP,
    subject,
    value: events / seconds,
    unit: 'events/s',
    baseline,
    details: { events, seconds: Number(seconds.toFixed(3)) },
  });
  return [
    row('raw SELECT scan', raw, true),
    row('as-of report (build + read)', asOf),
    { group: 'answering', subject: 'as-of report, kept build', value: kept * 1000, unit: 'ms', baseline: true },
  ];
}

type Question = { questionID: string; topicID: string };

/** Chapters, their topics and questions, as the catalog and question bank record them (the fields the report reads). */
async function appendCatalog(context: BenchContext): Promise<Question[]> {
  const questions: Question[] = [];
  const events: NewEvent[] = [];
  for (let chapter = 0; chapter < CHAPTERS; chapter += 1) {
    const chapterID = newId();
    events.push({ type: 'ChapterCreated', data: { chapterID, chapterName: `Chapter ${chapter + 1}`, status: 'ACT' } });
    for (let topic = 0; topic < TOPICS_PER_CHAPTER; topic += 1) {
      const topicID = newId();
      events.push({ type: 'TopicCreated', data: { topicID, chapterID, status: 'ACT', ownerReaderID: null } });
      for (let question = 0; question < QUESTIONS_PER_TOPIC; question += 1) {
        const questionID = newId();
        questions.push({ questionID, topicID });
        events.push({ type: 'AktQuestionCreated', data: { questionID, topicID, status: 'ACT' } });
      }
    }
  }
  for (let first = 0; first < events.length; first += EVENTS_PER_APPEND) {
    await context.eventStore.appendToStream(
      `benchReportsCatalog-${first}`,
      events.slice(first, first + EVENTS_PER_APPEND),
      {
        expectedRevision: 'any',
      },
    );
  }
  return questions;
}

async function appendAnswers(context: BenchContext, questions: Question[], count: number): Promise<void> {
  const readers = Array.from({ length: 200 }, () => newId());
  for (let first = 0; first < count; first += EVENTS_PER_APPEND) {
    const size = Math.min(EVENTS_PER_APPEND, count - first);
    const occurredAt = new Date().toISOString();
    const batch: NewEvent[] = Array.from({ length: size }, (_, index) => {
      const n = first + index;
      const question = questions[n % questions.length]!;
      return {
        type: 'AktAnswerSubmitted',
        data: {
          readerID: readers[n % readers.length],
          aktQuestionID: question.questionID,
          marks: n % 3 === 0 ? 0 : 1,
          outOf: 1,
        },
        metadata: { actorId: readers[n % readers.length], actorType: 'READER', occurredAt },
      };
    });
    await context.eventStore.appendToStream(`benchReportsAnswers-${first % 10_000}`, batch, {
      expectedRevision: 'any',
    });
    if (first % 100_000 === 0 && first > 0) context.log(`${first} answers appended`);
  }
}

/**
 * Keyset pagination over the events the build reads (every event of the report's types, in log
 * order, the same columns), keeping those recorded up to the moment as the build does.
 */
async function rawScan(pool: Pool, eventTypes: readonly string[], until: Date): Promise<number> {
  let kept = 0;
  let after = { transactionId: '0', position: '0' };
  for (;;) {
    const { rows } = await pool.query<{ transaction_id: string; global_position: string }>(
      `SELECT global_position, transaction_id::text AS transaction_id, stream_name, stream_revision,
              event_id, event_type, schema_version, data, metadata, created_at
       FROM event_store.event
       WHERE event_type = ANY($1::text[]) AND (transaction_id, global_position) > ($2::text::xid8, $3::bigint)
       ORDER BY event.transaction_id, event.global_position LIMIT $4`,
      [eventTypes, after.transactionId, after.position, BATCH_SIZE],
    );
    kept += rows.filter(
      (row) => (row as unknown as { created_at: Date }).created_at.getTime() <= until.getTime(),
    ).length;
    const last = rows.at(-1);
    if (!last || rows.length < BATCH_SIZE) return kept;
    after = { transactionId: last.transaction_id, position: last.global_position };
  }
}
