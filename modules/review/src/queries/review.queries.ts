import { type Kysely, sql } from 'kysely';
import {
  type ExamPlan,
  ReviewLimits,
  type ReviewCardKind,
  type ReviewCardSource,
  type ReviewSummary,
} from '@notebook/contracts';
import { catalogItems } from '@notebook/catalog';
import type { Database } from '@notebook/read-models';
import { sydneyDate, sydneyMidnight } from '@notebook/kernel';

/** A card as the queue reads it, before the topic's name is added. */
export type DueCardRow = {
  cardID: string;
  questionID: string;
  kind: ReviewCardKind;
  source: ReviewCardSource;
  due: Date;
  lessonID: string | null;
  topicID: string;
};

export type ReviewReaderSettings = { dailyLimit: number; examPlan: ExamPlan | null };

/** A mock attempt's misses and when its result comes out (null: not handed in yet). */
export type MockMisses = {
  readerID: string;
  kind: ReviewCardKind;
  releasedAt: Date | null;
  questions: { questionID: string; topicID: string }[];
};

/** Only the topics the reader may open, when the caller says which (null: every topic). */
type OpenTopics = readonly string[] | null;

/** Every read of the review read model: the due queue, the counts, the forecast, the reader's plan. */
export class ReviewQueries {
  constructor(private readonly db: Kysely<Database>) {}

  /**
   * Today's queue: cards due at `now`, most overdue day first (Sydney days), then the weakest (lowest
   * stability, most lapses), at most `limit` and at most what the daily limit leaves today (the
   * reader's limit, or the default, less the cards graded since the Sydney day began). One statement
   * on the queue index.
   *
   * Most readers may open every topic their due cards are in, so the queue is read without the topic
   * list first (a list of hundreds of ids costs more to plan than the read itself); only when a card of
   * a closed topic is among the rows is it read again with the list. Both reads give the same rows.
   */
  async dueCards(
    readerID: string,
    now: Date,
    limit: number,
    openTopics: OpenTopics,
    kind?: ReviewCardKind,
  ): Promise<DueCardRow[]> {
    if (limit <= 0 || openTopics?.length === 0) return [];
    const rows = await this.dueCardsWhere(readerID, now, limit, kind, null);
    if (!openTopics) return rows;
    const open = new Set(openTopics);
    if (rows.every((row) => open.has(row.topicID))) return rows;
    return this.dueCardsWhere(readerID, now, limit, kind, openTopics);
  }

  private async dueCardsWhere(
    readerID: string,
    now: Date,
    limit: number,
    kind: ReviewCardKind | undefined,
    openTopics: OpenTopics,
  ): Promise<DueCardRow[]> {
    const topicFilter = openTopics ? sql`AND topic_id = ANY(${[...openTopics]}::uuid[])` : sql``;
    const kindFilter = kind ? sql`AND kind = ${kind}` : sql``;
    const today = sydneyDate(now);
    const { rows } = await sql<DueCardRow>`SELECT card_id AS "cardID", question_id AS "questionID", kind, source, due,
        lesson_id AS "lessonID", topic_id AS "topicID"
      FROM review_card
      WHERE reader_id = ${readerID} AND due_day <= ${today} AND due <= ${now} AND available_from <= ${now}
        ${topicFilter} ${kindFilter}
      ORDER BY due_day, stability, lapses DESC, due, card_id
      LIMIT LEAST(${limit}::int, GREATEST(0,
        COALESCE((SELECT daily_limit FROM review_reader WHERE reader_id = ${readerID}), ${ReviewLimits.defaultDailyLimit}::int)
        - (SELECT count(*) FROM review_card WHERE reader_id = ${readerID} AND last_reviewed_at >= ${sydneyMidnight(today)})))`.execute(
      this.db,
    );
    return rows;
  }

  async card(cardID: string): Promise<(DueCardRow & { readerID: string }) | undefined> {
    return this.db
      .selectFrom('review_card')
      .select([
        'card_id as cardID',
        'reader_id as readerID',
        'question_id as questionID',
        'kind',
        'source',
        'due',
        'lesson_id as lessonID',
        'topic_id as topicID',
      ])
      .where('card_id', '=', cardID)
      .executeTakeFirst();
  }

  /** The names of the listed (active, published) lessons among the ids (issue 29: a card links to its lesson). */
  async lessonNames(lessonIDs: readonly string[]): Promise<Map<string, string>> {
    if (lessonIDs.length === 0) return new Map();
    const { rows } = await sql<{ lesson_id: string; lesson_name: string }>`SELECT lesson_id, lesson_name
      FROM ${catalogItems.lessons} l WHERE lesson_id = ANY(${[...lessonIDs]}::uuid[]) AND listed`.execute(this.db);
    return new Map(rows.map((row) => [row.lesson_id, row.lesson_name]));
  }

  /** The reader's daily limit (the default unless set) and exam plan. */
  async settings(readerID: string): Promise<ReviewReaderSettings> {
    const row = await this.db
      .selectFrom('review_reader')
      .select(['daily_limit', 'exam', sql<string | null>`exam_date::text`.as('exam_date')])
      .where('reader_id', '=', readerID)
      .executeTakeFirst();
    return {
      dailyLimit: row?.daily_limit ?? ReviewLimits.defaultDailyLimit,
      examPlan: row?.exam && row.exam_date ? { exam: row.exam, examDate: row.exam_date } : null,
    };
  }

  /** Distinct cards the reader graded since the Sydney day of `now` began. */
  async reviewedToday(readerID: string, now: Date): Promise<number> {
    const row = await this.db
      .selectFrom('review_card')
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .where('reader_id', '=', readerID)
      .where('last_reviewed_at', '>=', sydneyMidnight(sydneyDate(now)))
      .executeTakeFirstOrThrow();
    return Number(row.count);
  }

  /** How many cards the reader may still review today: the daily limit less the cards graded today. */
  async leftToday(readerID: string, now: Date): Promise<number> {
    const [{ dailyLimit }, reviewed] = await Promise.all([this.settings(readerID), this.reviewedToday(readerID, now)]);
    return Math.max(0, dailyLimit - reviewed);
  }

  /**
   * The reader's review standing at `now`: cards due, what today's session offers (the daily limit
   * less what was reviewed today), the total, the exam plan. `openTopics`: count only the cards of
   * topics the reader may open (the review screens pass them; the day plan counts every card).
   */
  async summaryOf(readerID: string, now: Date, openTopics: OpenTopics = null): Promise<ReviewSummary> {
    if (openTopics?.length === 0) openTopics = [];
    const topicFilter = openTopics ? sql`AND topic_id = ANY(${[...openTopics]}::uuid[])` : sql``;
    const [counts, settings, reviewedToday] = await Promise.all([
      sql<{ due_now: string; total: string }>`SELECT
          count(*) FILTER (WHERE due <= ${now}) AS due_now, count(*) AS total
        FROM review_card WHERE reader_id = ${readerID} AND available_from <= ${now} ${topicFilter}`.execute(this.db),
      this.settings(readerID),
      this.reviewedToday(readerID, now),
    ]);
    const dueNow = Number(counts.rows[0]?.due_now ?? 0);
    return {
      dueNow,
      dueToday: Math.min(dueNow, Math.max(0, settings.dailyLimit - reviewedToday)),
      dailyLimit: settings.dailyLimit,
      reviewedToday,
      totalCards: Number(counts.rows[0]?.total ?? 0),
      examPlan: settings.examPlan,
    };
  }

  /** Cards falling due in each period [starts[i], starts[i+1]); cards already due count in the first. */
  async dueBetween(readerID: string, starts: readonly Date[], openTopics: OpenTopics, now: Date): Promise<number[]> {
    if (starts.length < 2) return [];
    const topicFilter = openTopics ? sql`AND topic_id = ANY(${[...openTopics]}::uuid[])` : sql``;
    const bounds = starts.map((start) => start.toISOString());
    const { rows } = await sql<{ bucket: number; due: string }>`SELECT
        GREATEST(width_bucket(due, ${bounds}::timestamptz[]), 1) AS bucket, count(*) AS due
      FROM review_card WHERE reader_id = ${readerID} AND due < ${bounds[bounds.length - 1]}::timestamptz
        AND available_from <= ${now} ${topicFilter}
      GROUP BY 1`.execute(this.db);
    const counts = new Array<number>(starts.length - 1).fill(0);
    for (const row of rows) counts[row.bucket - 1] = Number(row.due);
    return counts;
  }

  /** The misses of a mock attempt, with when its result is released (ON_SUBMIT: handed in; ON_CLOSE: the window's end). */
  async mockMisses(mockAttemptID: string): Promise<MockMisses | undefined> {
    const attempt = await this.db
      .selectFrom('review_mock_attempt as a')
      .leftJoin('review_mock_exam as e', 'e.mock_exam_id', 'a.mock_exam_id')
      .select(['a.reader_id', 'a.kind', 'a.result_release', 'a.submitted_at', 'e.window_end', 'e.closed_at'])
      .where('a.mock_attempt_id', '=', mockAttemptID)
      .executeTakeFirst();
    if (!attempt) return undefined;
    const questions = await this.db
      .selectFrom('review_mock_question')
      .select(['question_id as questionID', 'topic_id as topicID'])
      .where('mock_attempt_id', '=', mockAttemptID)
      .where('missed', '=', true)
      .orderBy('question_id')
      .execute();
    return { readerID: attempt.reader_id, kind: attempt.kind, releasedAt: releaseOf(attempt), questions };
  }
}

function releaseOf(attempt: {
  result_release: string;
  submitted_at: Date | null;
  window_end: Date | null;
  closed_at: Date | null;
}): Date | null {
  if (!attempt.submitted_at) return null;
  if (attempt.result_release === 'ON_SUBMIT') return attempt.submitted_at;
  const closes = [attempt.window_end, attempt.closed_at].filter((at): at is Date => at !== null);
  if (closes.length === 0) return null;
  return new Date(Math.max(attempt.submitted_at.getTime(), Math.min(...closes.map((at) => at.getTime()))));
}
