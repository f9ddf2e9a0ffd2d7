import { Kysely, sql } from 'kysely';
import type { CatalogQueries, TopicPlace } from '@notebook/catalog';
import type { MockAttemptStatus, MockExamPoolQuestion, MockExamStatus, MockExamType } from '@notebook/contracts';
import type { UserDirectory } from '@notebook/identity';
import { pageWithTotal } from '@notebook/kernel';
import type { PracticeQuestionQueries } from '@notebook/question-bank';
import type { Database } from '@notebook/read-models';
import type { MockExamDocument } from '../read-model/schema';
import type { SubmittedAttempt } from '../exams/mock-exam.results';
import type { MockExamFound } from '../exams/mock-exam.views';

export type ExamRow = { exam: MockExamFound; attempts: number };
export type AttemptSummary = {
  mockAttemptID: string;
  mockExamID: string;
  status: MockAttemptStatus;
  deadline: Date;
  score: number | null;
};

/**
 * What mock exams ask the catalog (the pool's topics and chapters), identity (the readers of the
 * results' export) and the question bank (the questions flagged for mock exams).
 */
export type MockExamTopics = Pick<CatalogQueries, 'topicPlaces'>;
export type MockExamReaders = Pick<UserDirectory, 'contactsOf'>;
export type MockExamQuestions = Pick<PracticeQuestionQueries, 'mockQuestionPool'>;

/** Reads of the mock-exam read model. */
export class MockExamQueries {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly catalog: MockExamTopics,
    private readonly users: MockExamReaders,
    private readonly questions: MockExamQuestions,
  ) {}

  /** Newest window first. */
  async page(
    mockExamType: MockExamType,
    status: MockExamStatus | undefined,
    page: number,
    rows: number,
  ): Promise<{ rows: ExamRow[]; total: number }> {
    let query = this.db.selectFrom('mock_exam').where('mock_exam_type', '=', mockExamType);
    if (status) query = query.where('status', '=', status);
    const ordered = (filtered: typeof query) =>
      filtered.select(['document', attempts]).orderBy('window_start', 'desc').orderBy('mock_exam_id');
    const found = await pageWithTotal(query, ordered, { page, rows });
    return {
      rows: found.rows.map((row) => ({ exam: examOf(row.document), attempts: row.attempts })),
      total: found.total,
    };
  }

  async exam(mockExamID: string): Promise<ExamRow | undefined> {
    const row = await this.db
      .selectFrom('mock_exam')
      .select(['document', attempts])
      .where('mock_exam_id', '=', mockExamID)
      .executeTakeFirst();
    return row && { exam: examOf(row.document), attempts: row.attempts };
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
    return rows.map((row) => examOf(row.document));
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

  /** The submitted attempts of an exam: their totals and marked answers. */
  async submittedAttempts(mockExamID: string): Promise<SubmittedAttempt[]> {
    const rows = await this.db
      .selectFrom('mock_attempt')
      .select(['reader_id', 'status', 'score', 'marks', 'penalties', 'out_of', 'document', 'submitted_at'])
      .where('mock_exam_id', '=', mockExamID)
      .where('status', '!=', 'IN_PROGRESS')
      .orderBy('submitted_at')
      .execute();
    return rows.map((row) => ({
      readerID: row.reader_id,
      score: Number(row.score),
      attempt: {
        status: row.status,
        answers: row.document.answers,
        totals: {
          marks: Number(row.marks),
          penalties: Number(row.penalties),
          outOf: Number(row.out_of),
          score: Number(row.score),
        },
      },
      submittedAt: row.submitted_at!,
    }));
  }

  /** The active questions of a kind flagged for mock exams, with their topic and chapter, in the index's order. */
  async questionPool(mockExamType: MockExamType): Promise<MockExamPoolQuestion[]> {
    // In the topic's order here; the catalog's order of chapters and topics goes first below (a stable sort keeps this one within a topic).
    const rows = await this.questions.mockQuestionPool(mockExamType);
    const places = new Map(
      (await this.catalog.topicPlaces(rows.map((row) => row.topicID))).map((place) => [place.topicID, place]),
    );
    return rows
      .flatMap((row) => {
        const place = places.get(row.topicID);
        return place ? [{ row, place }] : [];
      })
      .sort(
        (a, b) =>
          a.place.chapterDisplayOrder - b.place.chapterDisplayOrder ||
          a.place.topicDisplayOrder - b.place.topicDisplayOrder,
      )
      .map(({ row, place }) => poolQuestion(row, place));
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
      .where((eb) =>
        eb.or([eb('window_start', '<=', now), eb(sql<boolean>`(document->>'opened')::boolean`, '=', true)]),
      );
    const running = this.db
      .selectFrom('mock_attempt')
      .select('mock_exam_id')
      .where('reader_id', '=', readerID)
      .where('status', '=', 'IN_PROGRESS');
    return (await open.union(running).execute()).map((row) => row.mock_exam_id);
  }

  /** Readers' names and e-mails, for the results' export. */
  async readerNames(readerIDs: readonly string[]): Promise<Map<string, { name: string; email: string }>> {
    const readers = await this.users.contactsOf(readerIDs);
    return new Map(
      [...readers].map(([readerID, reader]) => [
        readerID,
        { name: `${reader.firstName} ${reader.lastName}`.trim(), email: reader.email },
      ]),
    );
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

function poolQuestion(row: { questionID: string; questionName: string }, place: TopicPlace): MockExamPoolQuestion {
  return {
    questionID: row.questionID,
    questionName: row.questionName,
    topicID: place.topicID,
    topicName: place.topicName,
    chapterID: place.chapterID,
    chapterName: place.chapterName,
  };
}

/**
 * The exam as the views take it, which is the exam as its decider holds it: a row is an exam that
 * exists and is not deleted (the projection deletes a deleted one). Spelled out, so a change to the
 * decider's state fails to compile here rather than changing what the views read.
 */
const examOf = (document: MockExamDocument): MockExamFound => ({ exists: true, deleted: false, ...document });

const attempts =
  sql<number>`(SELECT count(*)::int FROM mock_attempt a WHERE a.mock_exam_id = mock_exam.mock_exam_id)`.as('attempts');
