/**
 * The spaced review's due queue (issue 29) for a reader with 20,000 cards (a backlog: a quarter of
 * them overdue), among other readers' cards: `ReviewQueries.dueCards`, what reader/getReviewQueue
 * reads (the daily limit left today worked out in the same statement, only the topics the reader
 * may open), against one indexed SQL select of the same rows with the limit already known, in the
 * same run. Sizes: BENCH_SCALE x 20,000 cards for the reader, and as many for each of 4 others.
 */
import { randomUUID } from 'node:crypto';
import { createKysely } from '@notebook/kernel';
import type { Database } from '@notebook/read-models';
import { ReviewQueries } from '@notebook/review';
import { type BenchContext, type BenchRow, percentile, timedMs } from './support/bench';

export const name = 'review-queue';
export const description = "a reader's due review queue (20,000 cards) vs one indexed SELECT of the same rows";
export const ratios = [['ours (ReviewQueries.dueCards) p95', 'one indexed SELECT p95']] as const;

const OTHER_READERS = 4;
const TOPICS = 300;
const DAILY_LIMIT = 100;
const REVIEWED_TODAY = 10;
const WARM_UP = 30;
const RUNS = 400;

export async function run(context: BenchContext): Promise<BenchRow[]> {
  const cards = context.scaled(20_000);
  const now = new Date();
  const topics = Array.from({ length: TOPICS }, () => randomUUID());
  const readerID = randomUUID();
  context.log(`writing ${cards} review cards for the reader and ${OTHER_READERS} x ${cards} for others`);
  for (const reader of [readerID, ...Array.from({ length: OTHER_READERS }, () => randomUUID())])
    await writeCards(context, reader, cards, topics, now);
  await context.pool.query(
    `UPDATE review_card SET last_reviewed_at = $2 WHERE card_id IN
       (SELECT card_id FROM review_card WHERE reader_id = $1 AND due > $2 LIMIT ${REVIEWED_TODAY})`,
    [readerID, now],
  );
  await context.pool.query(`INSERT INTO review_reader (reader_id, daily_limit) VALUES ($1, ${DAILY_LIMIT})`, [
    readerID,
  ]);
  await context.pool.query('ANALYZE review_card');
  const overdue = (
    await context.pool.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM review_card WHERE reader_id = $1 AND due <= $2',
      [readerID, now],
    )
  ).rows[0]!.n;

  const queries = new ReviewQueries(createKysely<Database>(context.pool));
  const ours = () => queries.dueCards(readerID, now, 500, topics);
  const bare = async () =>
    (
      await context.pool.query<{ card_id: string }>(
        `SELECT card_id, question_id, kind, source, due, lesson_id, topic_id FROM review_card
         WHERE reader_id = $1 AND due_day <= $2 AND due <= $3
         ORDER BY due_day, stability, lapses DESC, due, card_id LIMIT $4`,
        [readerID, sydneyDay(now), now, DAILY_LIMIT - REVIEWED_TODAY],
      )
    ).rows;

  const [ourRows, bareRows] = [await ours(), await bare()];
  if (ourRows.length !== DAILY_LIMIT - REVIEWED_TODAY)
    throw new Error(
      `the queue holds ${ourRows.length} cards, not the ${DAILY_LIMIT - REVIEWED_TODAY} the limit leaves`,
    );
  if (ourRows.map((row) => row.cardID).join() !== bareRows.map((row) => row.card_id).join())
    throw new Error('the queue and the bare select differ');

  const plan = await context.pool.query(
    `EXPLAIN ANALYZE SELECT card_id FROM review_card WHERE reader_id = $1 AND due_day <= $2 AND due <= $3
     ORDER BY due_day, stability, lapses DESC, due, card_id LIMIT 90`,
    [readerID, sydneyDay(now), now],
  );
  context.log(plan.rows.map((row: Record<string, string>) => Object.values(row)[0]).join('\n'));
  for (let index = 0; index < WARM_UP; index += 1) await Promise.all([ours(), bare()]);
  context.log(`timing ${RUNS} queue reads each, interleaved`);
  const times = { ours: [] as number[], bare: [] as number[] };
  for (let index = 0; index < RUNS; index += 1) {
    times.ours.push(await timedMs(ours));
    times.bare.push(await timedMs(bare));
  }

  const details = { cards, overdue, returned: ourRows.length };
  const group = `a reader with ${cards} cards, ${overdue} due`;
  return [
    {
      group,
      subject: 'one indexed SELECT p95',
      value: percentile(times.bare, 95),
      unit: 'ms',
      baseline: true,
      details,
    },
    { group, subject: 'ours (ReviewQueries.dueCards) p95', value: percentile(times.ours, 95), unit: 'ms', details },
    {
      group: `${group} (p50)`,
      subject: 'one indexed SELECT p50',
      value: percentile(times.bare, 50),
      unit: 'ms',
      baseline: true,
    },
    { group: `${group} (p50)`, subject: 'ours p50', value: percentile(times.ours, 50), unit: 'ms' },
  ];
}

/** `count` cards due from 30 days ago to 90 days ahead (a quarter overdue), of mixed strength, over the topics. */
async function writeCards(context: BenchContext, readerID: string, count: number, topics: string[], now: Date) {
  await context.pool.query(
    `INSERT INTO review_card (card_id, reader_id, question_id, kind, source, topic_id, lesson_id, fsrs_due, due, due_day,
        stability, difficulty, lapses, reps, fsrs_state, added_at, available_from)
     SELECT gen_random_uuid(), $1, gen_random_uuid(), 'AKT', 'PRACTICE_MISS', ($2::uuid[])[1 + i % array_length($2::uuid[], 1)],
        NULL, d.due, d.due, (d.due AT TIME ZONE 'Australia/Sydney')::date,
        (i * 7919 % 600) / 10.0, 5, i % 5, 1 + i % 9, 'Review', $3::timestamptz - interval '60 days',
        $3::timestamptz - interval '60 days'
     FROM generate_series(1, $4::int) AS i,
       LATERAL (SELECT $3::timestamptz - interval '30 days' + (i * interval '120 days') / $4::int AS due) d`,
    [readerID, topics, now, count],
  );
}

function sydneyDay(at: Date): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Australia/Sydney', dateStyle: 'short' }).format(at);
}
