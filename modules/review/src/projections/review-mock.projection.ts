import { sql } from 'kysely';
import type { ResultRelease, ReviewCardKind } from '@notebook/contracts';
import { type DomainEvent, occurredAt } from '@notebook/kernel';
import type { Projection } from '@notebook/read-models';

/**
 * The mock exams module's events this reads, by the few fields it uses (a module reads another's
 * events, never its internals).
 */
type AttemptRef = { mockAttemptID: string; readerID: string };
type WindowFields = { mockExamID: string; windowEnd: string };
export type MockEventRead =
  | DomainEvent<
      'MockAttemptStarted',
      AttemptRef & {
        mockExamID: string;
        mockExamType: ReviewCardKind;
        resultRelease: ResultRelease;
        questions: { questionID: string; topicID: string }[];
      }
    >
  | DomainEvent<'MockAnswerSaved', AttemptRef & { questionID: string; marks: number; penalty: number; outOf: number }>
  | DomainEvent<'MockAttemptSubmitted', AttemptRef & { submittedAt: string }>
  | DomainEvent<'MockExamSaved', WindowFields>
  | DomainEvent<'MockExamActivated', WindowFields>
  | DomainEvent<'MockExamClosed', { mockExamID: string }>;

export const MockEventTypesRead = [
  'MockAttemptStarted',
  'MockAnswerSaved',
  'MockAttemptSubmitted',
  'MockExamSaved',
  'MockExamActivated',
  'MockExamClosed',
] as const satisfies ReadonlyArray<MockEventRead['type']>;

/**
 * What review keeps of mock exam attempts: each question and whether its last saved answer missed
 * full marks (unanswered is a miss), when the attempt was handed in, and its exam's window. The misses
 * become cards once the result is released: at submission (ON_SUBMIT) or when the window closes (ON_CLOSE).
 */
export const reviewMockProjection: Projection<MockEventRead> = {
  name: 'review-mock-misses',
  version: 1,
  canHandle: [...MockEventTypesRead],
  tables: ['review_mock_attempt', 'review_mock_question', 'review_mock_exam'],
  async handle(events, trx) {
    for (const event of events) {
      switch (event.type) {
        case 'MockAttemptStarted': {
          const d = event.data;
          await sql`INSERT INTO review_mock_attempt (mock_attempt_id, mock_exam_id, reader_id, kind, result_release)
            VALUES (${d.mockAttemptID}, ${d.mockExamID}, ${d.readerID}, ${d.mockExamType}, ${d.resultRelease})
            ON CONFLICT (mock_attempt_id) DO NOTHING`.execute(trx);
          if (d.questions.length > 0)
            await trx
              .insertInto('review_mock_question')
              .values(
                d.questions.map((question) => ({
                  mock_attempt_id: d.mockAttemptID,
                  question_id: question.questionID,
                  topic_id: question.topicID,
                  missed: true,
                })),
              )
              .onConflict((conflict) => conflict.doNothing())
              .execute();
          break;
        }
        case 'MockAnswerSaved': {
          const { mockAttemptID, questionID, marks, penalty, outOf } = event.data;
          await trx
            .updateTable('review_mock_question')
            .set({ missed: marks - penalty < outOf })
            .where('mock_attempt_id', '=', mockAttemptID)
            .where('question_id', '=', questionID)
            .execute();
          break;
        }
        case 'MockAttemptSubmitted':
          await trx
            .updateTable('review_mock_attempt')
            .set({ submitted_at: new Date(event.data.submittedAt) })
            .where('mock_attempt_id', '=', event.data.mockAttemptID)
            .execute();
          break;
        case 'MockExamSaved':
        case 'MockExamActivated': {
          const { mockExamID, windowEnd } = event.data;
          await sql`INSERT INTO review_mock_exam (mock_exam_id, window_end) VALUES (${mockExamID}, ${windowEnd})
            ON CONFLICT (mock_exam_id) DO UPDATE SET window_end = EXCLUDED.window_end`.execute(trx);
          break;
        }
        case 'MockExamClosed':
          await trx
            .updateTable('review_mock_exam')
            .set({ closed_at: occurredAt(event) })
            .where('mock_exam_id', '=', event.data.mockExamID)
            .where('closed_at', 'is', null)
            .execute();
          break;
      }
    }
  },
};
