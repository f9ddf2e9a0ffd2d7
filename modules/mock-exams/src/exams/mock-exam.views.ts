import type { MockExam, MockExamState as ReaderState } from '@notebook/contracts';
import type { MockExamState } from './mock-exam.decider';

export type MockExamFound = Extract<MockExamState, { exists: true }>;

/**
 * Where an ACTIVE exam stands for readers: by the jobs that record its opening and closing, and by the
 * server's clock, so a job running late never keeps a reader out (nor in) past the window.
 */
export function stateOf(exam: MockExamFound, now: Date): ReaderState {
  if (exam.closed || now >= new Date(exam.definition.windowEnd)) return 'CLOSED';
  if (exam.opened || now >= new Date(exam.definition.windowStart)) return 'OPEN';
  return 'UPCOMING';
}

export function mockExamView(exam: MockExamFound, attempts: number, now: Date): MockExam {
  const { definition } = exam;
  return {
    mockExamID: exam.mockExamID,
    ...definition,
    status: exam.status,
    state: stateOf(exam, now),
    noOfQuestions:
      exam.status === 'DRAFT' ? (definition.randomQuestionCount ?? definition.questionIDs.length) : exam.paper.length,
    paperFrozen: exam.frozen,
    attempts,
    version: exam.version,
  };
}
