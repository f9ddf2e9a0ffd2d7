import { Kysely, sql } from 'kysely';
import type { QuestionPeerStats, ReadinessSource } from '@notebook/contracts';
import type { Database } from '@notebook/read-models';

/**
 * A group's questions on one scale: `answered` questions, `marks` the sum of each one's share of its
 * own marks (0 to 1), `outOf` the number of questions (each is worth 1).
 */
export type MarkSums = { answered: number; marks: number; outOf: number };
export type TopicSums = MarkSums & { topicID: string };
export type SourceSums = MarkSums & { source: ReadinessSource };
export type DaySums = MarkSums & { date: string };

/** Only answers the reader has been shown the mark of count (an exam's once it ended). */
const counted = sql`revealed AND marks IS NOT NULL AND out_of > 0`;

/**
 * THE scale of readiness: each question counts once, as its share of its own marks. An AKT answer
 * is its marks of what it was worth (an extended match a mark per sub-question); a KFP(MSQ) question
 * its points after its penalty of 100, within 0 to 1 (the paper's rule: penalties never take a
 * question below nothing); a KFP case (one attempt) is one question, the marks of its questions
 * marked so far of what they were worth, dated by its latest mark.
 */
const questionsOf = (readerID: string) => sql`
  SELECT source, topic_id, answered_at, least(greatest(marks / out_of, 0), 1) AS share
  FROM readiness_answer WHERE reader_id = ${readerID} AND ${counted} AND source <> 'KFP'
  UNION ALL
  SELECT source, topic_id, max(answered_at), least(greatest(sum(marks) / sum(out_of), 0), 1)
  FROM readiness_answer WHERE reader_id = ${readerID} AND ${counted} AND source = 'KFP'
  GROUP BY source, session_id, topic_id`;
const sums = sql`count(*)::int AS answered, coalesce(sum(share), 0)::float8 AS marks, count(*)::float8 AS "outOf"`;

/** Reads of the readiness read model: a reader's own marks, and how all readers did on a question. */
export class ReadinessQueries {
  constructor(private readonly db: Kysely<Database>) {}

  async byTopic(readerID: string): Promise<TopicSums[]> {
    const { rows } = await sql<TopicSums>`SELECT topic_id AS "topicID", ${sums}
      FROM (${questionsOf(readerID)}) q GROUP BY topic_id`.execute(this.db);
    return rows;
  }

  async bySource(readerID: string): Promise<SourceSums[]> {
    const { rows } = await sql<SourceSums>`SELECT source, ${sums}
      FROM (${questionsOf(readerID)}) q GROUP BY source`.execute(this.db);
    return rows;
  }

  /** The last `days` days up to today in `timeZone`, oldest first; a day without answers is there with zeros. */
  async byDay(readerID: string, timeZone: string, days: number): Promise<DaySums[]> {
    const { rows } = await sql<DaySums>`
      WITH today AS (SELECT (now() AT TIME ZONE ${timeZone})::date AS day),
      days AS (SELECT generate_series(day - ${days - 1}::int, day, interval '1 day')::date AS day FROM today),
      marked AS (
        SELECT (answered_at AT TIME ZONE ${timeZone})::date AS day, share FROM (${questionsOf(readerID)}) q
        WHERE answered_at >= now() - make_interval(days => ${days + 1}::int)
      )
      SELECT to_char(d.day, 'YYYY-MM-DD') AS date, count(m.day)::int AS answered,
             coalesce(sum(m.share), 0)::float8 AS marks, count(m.day)::float8 AS "outOf"
      FROM days d LEFT JOIN marked m ON m.day = d.day
      GROUP BY d.day ORDER BY d.day`.execute(this.db);
    return rows;
  }

  /**
   * How all readers did on each of `questionIDs` that this reader has been shown the mark of. Each
   * reader counts once, by their first marked answer; right means every mark of it.
   */
  async peerStats(
    readerID: string,
    source: ReadinessSource,
    questionIDs: readonly string[],
  ): Promise<QuestionPeerStats[]> {
    const { rows } = await sql<QuestionPeerStats>`
      WITH mine AS (
        SELECT DISTINCT question_id FROM readiness_answer
        WHERE reader_id = ${readerID} AND source = ${source} AND question_id = ANY(${[...questionIDs]}::uuid[]) AND ${counted}
      ),
      firsts AS (
        SELECT DISTINCT ON (a.question_id, a.reader_id) a.question_id, a.marks = a.out_of AS right_answer
        FROM readiness_answer a JOIN mine ON mine.question_id = a.question_id
        WHERE a.source = ${source} AND a.revealed AND a.marks IS NOT NULL
        ORDER BY a.question_id, a.reader_id, a.answered_at
      )
      SELECT question_id AS "questionID", count(*)::int AS readers,
             floor(100.0 * count(*) FILTER (WHERE right_answer) / count(*))::int AS "correctPercent"
      FROM firsts GROUP BY question_id`.execute(this.db);
    return rows;
  }
}
