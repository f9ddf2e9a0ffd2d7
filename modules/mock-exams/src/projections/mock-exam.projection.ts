import type { Transaction } from 'kysely';
import { occurredAt } from '@notebook/kernel';
import type { Database, Projection, Recorded } from '@notebook/read-models';
import { type MockAttemptState, mockAttemptDecider } from '../attempts/mock-attempt.decider';
import { type MockAttemptEvent, MockAttemptEventTypes } from '../attempts/mock-attempt.events';
import { type MockExamState, mockExamDecider } from '../exams/mock-exam.decider';
import { type MockExamEvent, MockExamEventTypes } from '../exams/mock-exam.events';

type Trx = Transaction<Database>;
type MockEvent = MockExamEvent | MockAttemptEvent;
const EXAM_TYPES = new Set<string>(MockExamEventTypes);
const isExamEvent = (event: Recorded<MockEvent>): event is Recorded<MockExamEvent> => EXAM_TYPES.has(event.type);

/**
 * mock_exam (each exam's folded state, its paper included: the results read its questions) and
 * mock_attempt (each reader's attempt without its copy of the questions, so an autosave rewrites a
 * few hundred bytes; its totals once submitted). A reader's own attempt is read from its stream.
 */
export const mockExamProjection: Projection<MockEvent> = {
  name: 'mock-exams',
  version: 1,
  canHandle: [...MockExamEventTypes, ...MockAttemptEventTypes],
  tables: ['mock_exam', 'mock_attempt'],
  async handle(events, trx) {
    for (const event of events) await (isExamEvent(event) ? applyExam(event, trx) : applyAttempt(event, trx));
  },
};

async function applyExam(event: Recorded<MockExamEvent>, trx: Trx): Promise<void> {
  const { mockExamID } = event.data;
  if (event.type === 'MockExamDeleted') {
    await trx.deleteFrom('mock_exam').where('mock_exam_id', '=', mockExamID).execute();
    return;
  }
  const row = await trx
    .selectFrom('mock_exam')
    .select('document')
    .where('mock_exam_id', '=', mockExamID)
    .executeTakeFirst();
  const state = mockExamDecider.evolve(
    (row?.document as MockExamState | undefined) ?? mockExamDecider.initialState(),
    event,
  );
  if (!state.exists) return;
  const values = {
    mock_exam_type: state.definition.mockExamType,
    mock_exam_name: state.definition.mockExamName,
    status: state.status,
    window_start: new Date(state.definition.windowStart),
    window_end: new Date(state.definition.windowEnd),
    no_of_questions:
      state.status === 'DRAFT'
        ? (state.definition.randomQuestionCount ?? state.definition.questionIDs.length)
        : state.paper.length,
    document: JSON.stringify(state),
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
  if (event.type === 'MockAttemptStarted') {
    const state = mockAttemptDecider.evolve(mockAttemptDecider.initialState(), event);
    if (!state.exists) return;
    await trx
      .insertInto('mock_attempt')
      .values({
        mock_attempt_id: mockAttemptID,
        mock_exam_id: event.data.mockExamID,
        reader_id: event.data.readerID,
        status: 'IN_PROGRESS',
        started_at: new Date(event.data.startedAt),
        deadline: new Date(event.data.deadline),
        document: JSON.stringify({ ...state, questions: [] }),
      })
      .onConflict((conflict) => conflict.column('mock_attempt_id').doNothing())
      .execute();
    return;
  }
  const row = await trx
    .selectFrom('mock_attempt')
    .select('document')
    .where('mock_attempt_id', '=', mockAttemptID)
    .executeTakeFirst();
  if (!row) return;
  const state = mockAttemptDecider.evolve(row.document as MockAttemptState, event);
  if (!state.exists) return;
  await trx
    .updateTable('mock_attempt')
    .set({
      status: state.status,
      document: JSON.stringify({ ...state, questions: [] }),
      ...(state.totals && state.submittedAt
        ? {
            submitted_at: new Date(state.submittedAt),
            score: state.totals.score,
            marks: state.totals.marks,
            penalties: state.totals.penalties,
            out_of: state.totals.outOf,
          }
        : {}),
    })
    .where('mock_attempt_id', '=', mockAttemptID)
    .execute();
}
