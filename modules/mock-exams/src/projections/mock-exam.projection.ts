import type { Transaction } from 'kysely';
import { occurredAt } from '@notebook/kernel';
import type { Database, Projection, Recorded } from '@notebook/read-models';
import { type MockAttemptEvent, MockAttemptEventTypes } from '../attempts/mock-attempt.events';
import { type MockExamEvent, MockExamEventTypes } from '../exams/mock-exam.events';
import { foldMockAttempt, foldMockExam, startedAttempt } from './mock-exam.documents';

type Trx = Transaction<Database>;
type MockEvent = MockExamEvent | MockAttemptEvent;
const EXAM_TYPES = new Set<string>(MockExamEventTypes);
const isExamEvent = (event: Recorded<MockEvent>): event is Recorded<MockExamEvent> => EXAM_TYPES.has(event.type);

/**
 * mock_exam (each exam with its paper: the results read its questions) and mock_attempt (each
 * reader's attempt: its marked answers, so an autosave rewrites a few hundred bytes; its totals once
 * submitted). The documents are folded here (mock-exam.documents.ts). A reader's own attempt is read
 * from its stream.
 */
export const mockExamProjection: Projection<MockEvent> = {
  name: 'mock-exams',
  // 2: the documents are the read model's own (an attempt's holds its marked answers only).
  version: 2,
  canHandle: [...MockExamEventTypes, ...MockAttemptEventTypes],
  tables: ['mock_exam', 'mock_attempt'],
  async handle(events, trx) {
    for (const event of events) await (isExamEvent(event) ? applyExam(event, trx) : applyAttempt(event, trx));
  },
};

async function applyExam(event: Recorded<MockExamEvent>, trx: Trx): Promise<void> {
  const { mockExamID } = event.data;
  const row = await trx
    .selectFrom('mock_exam')
    .select('document')
    .where('mock_exam_id', '=', mockExamID)
    .executeTakeFirst();
  const exam = foldMockExam(row?.document ?? null, event);
  if (!exam) {
    await trx.deleteFrom('mock_exam').where('mock_exam_id', '=', mockExamID).execute();
    return;
  }
  const { definition } = exam;
  const values = {
    mock_exam_type: definition.mockExamType,
    mock_exam_name: definition.mockExamName,
    status: exam.status,
    window_start: new Date(definition.windowStart),
    window_end: new Date(definition.windowEnd),
    no_of_questions:
      exam.status === 'DRAFT' ? (definition.randomQuestionCount ?? definition.questionIDs.length) : exam.paper.length,
    document: exam,
    updated_at: occurredAt(event),
  };
  await trx
    .insertInto('mock_exam')
    .values({ mock_exam_id: mockExamID, ...values })
    .onConflict((conflict) => conflict.column('mock_exam_id').doUpdateSet(values))
    .execute();
}

async function applyAttempt(event: Recorded<MockAttemptEvent>, trx: Trx): Promise<void> {
  const { mockAttemptID } = event.data;
  switch (event.type) {
    case 'MockAttemptStarted':
      await trx
        .insertInto('mock_attempt')
        .values({
          mock_attempt_id: mockAttemptID,
          mock_exam_id: event.data.mockExamID,
          reader_id: event.data.readerID,
          status: 'IN_PROGRESS',
          started_at: new Date(event.data.startedAt),
          deadline: new Date(event.data.deadline),
          document: startedAttempt(),
        })
        .onConflict((conflict) => conflict.column('mock_attempt_id').doNothing())
        .execute();
      return;
    case 'MockAnswerSaved': {
      const row = await trx
        .selectFrom('mock_attempt')
        .select('document')
        .where('mock_attempt_id', '=', mockAttemptID)
        .executeTakeFirst();
      if (!row) return;
      await trx
        .updateTable('mock_attempt')
        .set({ document: foldMockAttempt(row.document, event) })
        .where('mock_attempt_id', '=', mockAttemptID)
        .execute();
      return;
    }
    case 'MockAttemptSubmitted': {
      const { auto, submittedAt, score, marks, penalties, outOf } = event.data;
      await trx
        .updateTable('mock_attempt')
        .set({
          status: auto ? 'AUTO_SUBMITTED' : 'SUBMITTED',
          submitted_at: new Date(submittedAt),
          score,
          marks,
          penalties,
          out_of: outOf,
        })
        .where('mock_attempt_id', '=', mockAttemptID)
        .execute();
      return;
    }
    default:
      // Flags and struck options are the reader's own view, read from the attempt's stream.
      return;
  }
}
