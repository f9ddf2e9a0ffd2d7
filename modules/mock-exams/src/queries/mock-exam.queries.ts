import { Kysely, sql } from 'kysely';
import type { MockAttemptStatus, MockExamPoolQuestion, MockExamStatus, MockExamType } from '@notebook/contracts';
import type { Database } from '@notebook/read-models';
import type { MockAttemptFound } from '../attempts/mock-attempt.views';
import type { MockExamFound } from '../exams/mock-exam.views';

export type ExamRow = { exam: MockExamFound; attempts: number };
export type AttemptSummary = { mockAttemptID: string; mockExamID: string; status: MockAttemptStatus; deadline: Date; score: number | null };

/** Reads of the mock-exam read model. */
export class MockExamQueries {
  constructor(private readonly db: Kysely<Database>) {}

  /** Newest window first. */
  async page(mockExamType: MockExamType, status: MockExamStatus | undefined, page: number, rows: number): Promise<{ rows: ExamRow[]; total: number }> {
    let query = this.db.selectFrom('mock_exam').where('mock_exam_type', '=', mockExamType);
    if (status) query = query.where('status', '=', status);
    const [found, total] = await Promise.all([
      query
        .select(['document', attempts])
        .orderBy('window_start', 'desc')
        .orderBy('mock_exam_id')
        .limit(rows)
        .offset(page * rows)
        .execute(),
      query.select(sql<number>`count(*)::int`.as('count')).executeTakeFirstOrThrow(),
    ]);
    return { rows: found.map((row) => ({ exam: row.document as MockExamFound, attempts: row.attempts })), total: total.count };
  }

  async exam(mockExamID: string): Promise<ExamRow | undefined> {
    const row = await this.db.selectFrom('mock_exam').select(['document', attempts]).where('mock_exam_id', '=', mockExamID).executeTakeFirst();
    return row && { exam: row.document as MockExamFound, attempts: row.attempts };
  }

  /** The ACTIVE exams, by window start. */
  async activeExams(): Promise<MockExamFound[]> {
    const rows = await this.db
      .selectFrom('mock_exam')
      .select('document')
      .where('status', '=', 'ACTIVE')
      .orderBy('window_start')
      .orderBy('mock_exam_id')
      .execute();
    return rows.map((row) => row.document as MockExamFound);
  }

  async attemptsOf(readerID: string): Promise<Map<string, AttemptSummary>> {
    const rows = await this.db
      .selectFrom('mock_attempt')
      .select(['mock_attempt_id', 'mock_exam_id', 'status', 'deadline', 'score'])
      .where('reader_id', '=', readerID)
      .execute();
    return new Map(
      rows.map((row) => [
        row.mock_exam_id,
        {
          mockAttemptID: row.mock_attempt_id,
          mockExamID: row.mock_exam_id,
          status: row.status,
          deadline: row.deadline,
          score: row.score === null ? null : Number(row.score),
        },
      ]),
    );
  }

  /** The submitted attempts of an exam (their progress, without the paper's copies). */
  async submittedAttempts(mockExamID: string): Promise<Array<{ readerID: string; score: number; attempt: MockAttemptFound; submittedAt: Date }>> {
    const rows = await this.db
      .selectFrom('mock_attempt')
      .select(['reader_id', 'score', 'document', 'submitted_at'])
      .where('mock_exam_id', '=', mockExamID)
      .where('status', '!=', 'IN_PROGRESS')
      .orderBy('submitted_at')
      .execute();
    return rows.map((row) => ({
      readerID: row.reader_id,
      score: Number(row.score),
      attempt: row.document as MockAttemptFound,
      submittedAt: row.submitted_at!,
    }));
  }

  /** The active questions of a kind flagged for mock exams, with their topic and chapter, in the index's order. */
  async questionPool(mockExamType: MockExamType): Promise<MockExamPoolQuestion[]> {
    const [table, id, flag] =
      mockExamType === 'AKT'
        ? (['akt_question', 'akt_question_id', 'mock_exam_question'] as const)
        : (['msq_question', 'msq_question_id', 'selected_for_mock'] as const);
    const { rows } = await sql<MockExamPoolQuestion>`
      SELECT q.${sql.ref(id)} AS "questionID", q.question_name AS "questionName", t.topic_id AS "topicID", t.topic_name AS "topicName",
        c.chapter_id AS "chapterID", c.chapter_name AS "chapterName"
      FROM ${sql.table(table)} q JOIN topic t ON t.topic_id = q.topic_id JOIN chapter c ON c.chapter_id = t.chapter_id
      WHERE q.status = 'ACT' AND q.${sql.ref(flag)} = 'Y'
      ORDER BY c.display_order, t.display_order, q.display_order, q.question_name`.execute(this.db);
    return rows;
  }

  /**
   * The exams in which the reader may hold an attempt whose result is not released (for the seal,
   * UnreleasedMockQuestions): every exam whose window has opened and not ended by `now` (found from
   * the exams, so an attempt just started counts before its row is projected), and the exams of the
   * reader's attempts still running (a deadline's job not run yet). More than that set, never less:
   * the seal asks the release rule of each.
   */
  async examsOfPossiblyUnreleasedAttempts(readerID: string, now: Date): Promise<string[]> {
    const open = this.db
      .selectFrom('mock_exam')
      .select('mock_exam_id')
      .where('status', '!=', 'DRAFT')
      .where('window_end', '>', now)
      .where((eb) => eb.or([eb('window_start', '<=', now), eb(sql<boolean>`(document->>'opened')::boolean`, '=', true)]));
    const running = this.db.selectFrom('mock_attempt').select('mock_exam_id').where('reader_id', '=', readerID).where('status', '=', 'IN_PROGRESS');
    return (await open.union(running).execute()).map((row) => row.mock_exam_id);
  }

  /** Readers' names and e-mails, for the results' export. */
  async readerNames(readerIDs: readonly string[]): Promise<Map<string, { name: string; email: string }>> {
    if (readerIDs.length === 0) return new Map();
    const rows = await this.db
      .selectFrom('user_account')
      .select(['user_id', 'first_name', 'last_name', 'email'])
      .where('user_id', 'in', [...readerIDs])
      .execute();
    return new Map(rows.map((row) => [row.user_id, { name: `${row.first_name} ${row.last_name}`.trim(), email: row.email }]));
  }

  /** Where a score stands among everyone who submitted the paper: the share scoring below it, ties counting half. */
  async percentile(mockExamID: string, score: number): Promise<number | null> {
    const row = await this.db
      .selectFrom('mock_attempt')
      .select([
        sql<number>`count(*)::int`.as('all'),
        sql<number>`count(*) FILTER (WHERE score < ${score})::int`.as('below'),
        sql<number>`count(*) FILTER (WHERE score = ${score})::int`.as('same'),
      ])
      .where('mock_exam_id', '=', mockExamID)
      .where('status', '!=', 'IN_PROGRESS')
      .executeTakeFirstOrThrow();
    if (row.all === 0) return null;
    return Math.floor(((row.below + row.same / 2) / row.all) * 10_000) / 100;
  }
}

const attempts = sql<number>`(SELECT count(*)::int FROM mock_attempt a WHERE a.mock_exam_id = mock_exam.mock_exam_id)`.as('attempts');
