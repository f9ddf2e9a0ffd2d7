import { randomUUID } from 'node:crypto';
import type { PracticeQuestion } from '@notebook/question-bank';
import { projectionSpec } from '../../../../test/support/projection-spec';
import type { MockAttemptEvent, MockAttemptStarted } from '../attempts/mock-attempt.events';
import type { MockExamEvent } from '../exams/mock-exam.events';
import { MockExamQueries } from '../queries/mock-exam.queries';
import { mockExamProjection } from './mock-exam.projection';
import {
  EXAM_WINDOW,
  attemptStarted,
  examActivated,
  examDefinition,
  examSaved,
  paperQuestion,
} from '../mock-exams.fixtures';

const spec = projectionSpec(mockExamProjection);
/** The exams' and attempts' reads use neither the catalog nor identity. */
const queries = () =>
  new MockExamQueries(
    spec.db,
    { topicPlaces: async () => [] },
    { contactsOf: async () => new Map() },
    { mockQuestionPool: async () => [] },
  );

const START = EXAM_WINDOW.windowStart;

/** Activated with a quarter-point penalty, which the queries read back. */
const activated = (mockExamID: string, paper: PracticeQuestion[], window = EXAM_WINDOW): MockExamEvent =>
  examActivated(mockExamID, paper, { penaltyPoints: 0.25, ...window });
const ofExam = (
  type: 'MockExamDeactivated' | 'MockExamCancelled' | 'MockExamDeleted' | 'MockExamOpened' | 'MockExamClosed',
  mockExamID: string,
): MockExamEvent => ({
  type,
  data: { mockExamID },
});

const exam = () =>
  spec.db
    .selectFrom('mock_exam')
    .select(['mock_exam_name', 'status', 'no_of_questions', 'window_start', 'window_end', 'document'])
    .executeTakeFirst();

describe('mock exam projection: exams', () => {
  it('a saved exam is a DRAFT counting the questions chosen, or drawn at random', async () => {
    const [chosen, random] = [randomUUID(), randomUUID()];
    await spec.given(
      examSaved(chosen),
      examSaved(random, { mockExamName: 'Random mock', questionIDs: [], randomQuestionCount: 30 }),
    );

    const rows = await spec.db
      .selectFrom('mock_exam')
      .select(['mock_exam_name', 'status', 'no_of_questions', 'window_start'])
      .orderBy('mock_exam_name')
      .execute();
    expect(rows).toEqual([
      { mock_exam_name: 'December mock', status: 'DRAFT', no_of_questions: 3, window_start: new Date(START) },
      { mock_exam_name: 'Random mock', status: 'DRAFT', no_of_questions: 30, window_start: new Date(START) },
    ]);
  });

  it('made ACTIVE it counts its paper; back to DRAFT it counts what was chosen again', async () => {
    const mockExamID = randomUUID();
    await spec.given(
      examSaved(mockExamID, { questionIDs: [], randomQuestionCount: 30 }),
      activated(mockExamID, [paperQuestion(), paperQuestion()]),
    );
    expect(await exam()).toMatchObject({ status: 'ACTIVE', no_of_questions: 2 });

    await spec.given(ofExam('MockExamDeactivated', mockExamID));
    expect(await exam()).toMatchObject({ status: 'DRAFT', no_of_questions: 30 });
  });

  it('an active exam edited before anyone started takes the new name, window and paper', async () => {
    const mockExamID = randomUUID();
    await spec.given(examSaved(mockExamID), activated(mockExamID, [paperQuestion()]));
    const later = { windowStart: '2026-12-02T09:00:00.000Z', windowEnd: '2026-12-02T13:00:00.000Z' };

    await spec.given(
      examSaved(mockExamID, { mockExamName: 'December mock (moved)', ...later }),
      activated(mockExamID, [paperQuestion(), paperQuestion(), paperQuestion()], later),
    );

    expect(await exam()).toMatchObject({
      mock_exam_name: 'December mock (moved)',
      status: 'ACTIVE',
      no_of_questions: 3,
      window_start: new Date(later.windowStart),
      window_end: new Date(later.windowEnd),
    });
  });

  it('the jobs opening and closing it are kept (the reader lists read them); a cancelled exam reads CANCEL', async () => {
    const mockExamID = randomUUID();
    await spec.given(
      examSaved(mockExamID),
      activated(mockExamID, [paperQuestion()]),
      ofExam('MockExamOpened', mockExamID),
    );
    expect((await exam())!.document).toMatchObject({ opened: true, closed: false });

    await spec.given(ofExam('MockExamClosed', mockExamID), ofExam('MockExamCancelled', mockExamID));
    expect(await exam()).toMatchObject({
      status: 'CANCEL',
      document: expect.objectContaining({ opened: true, closed: true }),
    });
  });

  it('a deleted draft is gone; an event of an exam never saved writes nothing', async () => {
    const mockExamID = randomUUID();
    await spec.given(
      examSaved(mockExamID),
      ofExam('MockExamDeleted', mockExamID),
      ofExam('MockExamOpened', randomUUID()),
    );

    expect(await spec.db.selectFrom('mock_exam').selectAll().execute()).toEqual([]);
  });
});

const READER = randomUUID();
const started = (mockAttemptID: string, mockExamID = randomUUID(), readerID = READER): MockAttemptStarted =>
  attemptStarted(mockAttemptID, { mockExamID, readerID, resultRelease: 'ON_CLOSE', passMark: 50 });
const answered = (mockAttemptID: string, questionID: string, answerID = randomUUID()): MockAttemptEvent => ({
  type: 'MockAnswerSaved',
  data: {
    mockAttemptID,
    readerID: READER,
    questionID,
    answerIDs: [answerID],
    subAnswers: [],
    answerStatus: 'CORRECT',
    marks: 1,
    penalty: 0,
    outOf: 1,
  },
});
const submitted = (mockAttemptID: string, mockExamID: string, auto: boolean): MockAttemptEvent => ({
  type: 'MockAttemptSubmitted',
  data: {
    mockAttemptID,
    readerID: READER,
    mockExamID,
    auto,
    marks: 1.5,
    penalties: 0.25,
    outOf: 2,
    score: 62.5,
    submittedAt: '2026-12-01T11:05:00.000Z',
  },
});

const attempt = () =>
  spec.db
    .selectFrom('mock_attempt')
    .select([
      'reader_id',
      'status',
      'started_at',
      'deadline',
      'submitted_at',
      'score',
      'marks',
      'penalties',
      'out_of',
      'document',
    ])
    .executeTakeFirstOrThrow();

describe('mock exam projection: attempts', () => {
  it('a started attempt is IN_PROGRESS with its deadline and no score, and its row keeps no copy of the questions (nor any answer yet); a start delivered twice is one attempt', async () => {
    const mockAttemptID = randomUUID();
    const start = started(mockAttemptID);
    await spec.given(start, start);

    expect(await spec.db.selectFrom('mock_attempt').select('mock_attempt_id').execute()).toHaveLength(1);
    expect(await attempt()).toMatchObject({
      reader_id: READER,
      status: 'IN_PROGRESS',
      started_at: new Date('2026-12-01T09:05:00.000Z'),
      deadline: new Date('2026-12-01T11:05:00.000Z'),
      submitted_at: null,
      score: null,
      document: { answers: {} },
    });
  });

  it("a reader's answers are kept as marked (a later one replaces the question's earlier one); flags and struck options are not the row's, and the attempt stays unscored", async () => {
    const mockAttemptID = randomUUID();
    const start = started(mockAttemptID);
    const [first, second] = start.data.questions.map((each) => each.questionID);
    const strikeable = start.data.questions[1]!.answers[1]!.answerID;
    const laterAnswerID = randomUUID();
    await spec.given(
      start,
      answered(mockAttemptID, first!),
      answered(mockAttemptID, first!, laterAnswerID),
      { type: 'MockQuestionFlagged', data: { mockAttemptID, readerID: READER, questionID: second!, flagged: true } },
      {
        type: 'MockAnswerStruck',
        data: { mockAttemptID, readerID: READER, questionID: second!, answerID: strikeable, struck: true },
      },
    );

    const row = await attempt();
    expect(row).toMatchObject({ status: 'IN_PROGRESS', score: null });
    expect(row.document).toEqual({
      answers: {
        [first!]: {
          answerIDs: [laterAnswerID],
          subAnswers: [],
          answerStatus: 'CORRECT',
          marks: 1,
          penalty: 0,
          outOf: 1,
        },
      },
    });
  });

  it("the reader's submit records the score, marks, penalties and time", async () => {
    const mockAttemptID = randomUUID();
    const start = started(mockAttemptID);
    await spec.given(start, submitted(mockAttemptID, start.data.mockExamID, false));

    expect(await attempt()).toMatchObject({
      status: 'SUBMITTED',
      submitted_at: new Date('2026-12-01T11:05:00.000Z'),
      score: '62.5',
      marks: '1.5',
      penalties: '0.25',
      out_of: '2',
    });
  });

  it("the deadline's submit reads AUTO_SUBMITTED", async () => {
    const mockAttemptID = randomUUID();
    const start = started(mockAttemptID);
    await spec.given(start);
    await spec.given(submitted(mockAttemptID, start.data.mockExamID, true));

    expect(await attempt()).toMatchObject({ status: 'AUTO_SUBMITTED', score: '62.5' });
  });

  it('an event of an attempt never started writes nothing', async () => {
    await spec.given(submitted(randomUUID(), randomUUID(), true));

    expect(await spec.db.selectFrom('mock_attempt').selectAll().execute()).toEqual([]);
  });
});

describe('mock exam projection: what the queries read back', () => {
  it('an exam: its definition, paper, penalty and the jobs, its version counting every event', async () => {
    const mockExamID = randomUUID();
    const paper = [paperQuestion(), paperQuestion()];
    const final = { mockExamName: 'December mock (final)', resultRelease: 'ON_SUBMIT' as const, questionIDs: [] };
    await spec.given(
      examSaved(mockExamID),
      examSaved(mockExamID, final),
      activated(mockExamID, paper),
      { type: 'MockExamPaperFrozen', data: { mockExamID } },
      ofExam('MockExamOpened', mockExamID),
    );

    expect(await queries().exam(mockExamID)).toEqual({
      attempts: 0,
      exam: {
        exists: true,
        deleted: false,
        mockExamID,
        definition: examDefinition(final),
        status: 'ACTIVE',
        paper,
        penaltyPoints: 0.25,
        frozen: true,
        opened: true,
        closed: false,
        version: 5,
      },
    });
    expect((await queries().activeExams()).map((exam) => exam.mockExamID)).toEqual([mockExamID]);
  });

  it('the submitted attempts: their totals and marked answers, for the results', async () => {
    const [submittedID, runningID, mockExamID] = [randomUUID(), randomUUID(), randomUUID()];
    const start = started(submittedID, mockExamID);
    const [first] = start.data.questions.map((each) => each.questionID);
    await spec.given(
      start,
      started(runningID, mockExamID, randomUUID()),
      answered(submittedID, first!),
      submitted(submittedID, mockExamID, true),
    );

    const [found, ...others] = await queries().submittedAttempts(mockExamID);
    expect(others).toEqual([]);
    expect(found).toEqual({
      readerID: READER,
      score: 62.5,
      submittedAt: new Date('2026-12-01T11:05:00.000Z'),
      attempt: {
        status: 'AUTO_SUBMITTED',
        answers: { [first!]: expect.objectContaining({ answerStatus: 'CORRECT', marks: 1, penalty: 0 }) },
        totals: { marks: 1.5, penalties: 0.25, outOf: 2, score: 62.5 },
      },
    });
  });
});
