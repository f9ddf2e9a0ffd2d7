import { randomUUID } from 'node:crypto';
import type { PracticeQuestion } from '@notebook/question-bank';
import type { MockAttemptStarted } from './attempts/mock-attempt.events';
import type { MockExamActivated, MockExamDefinition, MockExamSaved } from './exams/mock-exam.events';

/** The specs' paper question: a fresh multiple choice of two options, the first correct. */
export function paperQuestion(): PracticeQuestion {
  return {
    questionID: randomUUID(),
    topicID: randomUUID(),
    version: 1,
    questionName: 'Hypertension',
    answerType: 'MULTIPLE_CHOICE',
    question: '<p>First line?</p>',
    explanation: '<p>Why.</p>',
    noOfExpectedAnswers: null,
    answers: [0, 1].map((index) => ({
      answerID: randomUUID(),
      answer: `Option ${index + 1}`,
      correct: index === 0,
      score: 0,
    })),
    subQuestions: [],
  };
}

/** The specs' exam window: one December morning. */
export const EXAM_WINDOW = { windowStart: '2026-12-01T09:00:00.000Z', windowEnd: '2026-12-01T13:00:00.000Z' };

/** The specs' exam: an AKT paper of three chosen questions, two hours in the window, released on close. */
export const examDefinition = (more: Partial<MockExamDefinition> = {}): MockExamDefinition => ({
  mockExamType: 'AKT',
  mockExamName: 'December mock',
  instructions: null,
  questionIDs: [randomUUID(), randomUUID(), randomUUID()],
  randomQuestionCount: null,
  randomByChapter: [],
  durationMinutes: 120,
  ...EXAM_WINDOW,
  resultRelease: 'ON_CLOSE',
  audience: 'PLAN_HOLDERS',
  passMark: null,
  ...more,
});

export const examSaved = (mockExamID: string, more: Partial<MockExamDefinition> = {}): MockExamSaved => ({
  type: 'MockExamSaved',
  data: { mockExamID, ...examDefinition(more) },
});

/** The exam made active with its paper, no penalty and the specs' window unless `more` says otherwise. */
export const examActivated = (
  mockExamID: string,
  paper: PracticeQuestion[],
  more: Partial<Omit<MockExamActivated['data'], 'mockExamID' | 'paper'>> = {},
): MockExamActivated => ({
  type: 'MockExamActivated',
  data: { mockExamID, paper, penaltyPoints: 0, ...EXAM_WINDOW, ...more },
});

/** A reader's AKT attempt of two paper questions, started five minutes into the window, released on submit. */
export const attemptStarted = (
  mockAttemptID: string,
  more: Partial<Omit<MockAttemptStarted['data'], 'mockAttemptID'>> = {},
): MockAttemptStarted => ({
  type: 'MockAttemptStarted',
  data: {
    mockAttemptID,
    readerID: randomUUID(),
    mockExamID: randomUUID(),
    mockExamType: 'AKT',
    questions: [paperQuestion(), paperQuestion()],
    penaltyPoints: 0,
    resultRelease: 'ON_SUBMIT',
    passMark: null,
    startedAt: '2026-12-01T09:05:00.000Z',
    deadline: '2026-12-01T11:05:00.000Z',
    ...more,
  },
});
