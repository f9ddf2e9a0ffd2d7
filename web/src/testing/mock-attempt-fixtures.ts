import type { MockAttempt, MockAttemptQuestion, MockAttemptResult } from '@notebook/contracts';

/** One attempt at the "November AKT mock", as the sitting, the result page and the focus layout tests read it. */
export const mockAttemptID = '0190a3b4-0000-7000-8000-00000000d001';
export const mockQuestionID = (no: number) => `0190a3b4-0000-7000-8000-00000000e00${no}`;
export const mockAnswerID = (index: number) => `0190a3b4-0000-7000-8000-00000000f00${index}`;

export const mockAttemptCalls = {
  attempt: `GET /api/reader/getMockExamAttempt?mockAttemptID=${mockAttemptID}`,
  question: (no: number) =>
    `GET /api/reader/getMockExamAttemptQuestion?mockAttemptID=${mockAttemptID}&questionNo=${no}`,
  save: 'POST /api/reader/saveMockExamAnswer',
  result: `GET /api/reader/getMockExamAttemptResult?mockAttemptID=${mockAttemptID}`,
} as const;

/** The attempt running, with an hour left and two questions not yet answered. */
export function mockAttempt(overrides: Partial<MockAttempt> = {}): MockAttempt {
  return {
    mockAttemptID,
    mockExamID: '0190a3b4-0000-7000-8000-00000000d0ff',
    mockExamName: 'November AKT mock',
    mockExamType: 'AKT',
    status: 'IN_PROGRESS',
    startedAt: '2026-11-26T04:00:00.000Z',
    deadline: '2026-11-26T08:00:00.000Z',
    remainingSeconds: 3_600,
    questions: [1, 2].map((questionNo) => ({
      questionNo,
      questionID: mockQuestionID(questionNo),
      answered: false,
      flagged: false,
    })),
    ...overrides,
  };
}

/** Question `no` of two, multiple choice between Ramipril and Amlodipine, not yet answered. */
export function mockAttemptQuestion(no: number, overrides: Partial<MockAttemptQuestion> = {}): MockAttemptQuestion {
  return {
    mockAttemptID,
    questionID: mockQuestionID(no),
    questionNo: no,
    noOfQuestions: 2,
    answerType: 'MULTIPLE_CHOICE',
    question: `<p>Case ${no}: first line?</p>`,
    noOfExpectedAnswers: null,
    answers: ['Ramipril', 'Amlodipine'].map((answer, index) => ({ answerID: mockAnswerID(index + 1), answer })),
    subQuestions: [],
    chosenAnswerIDs: [],
    chosenSubAnswers: [],
    flagged: false,
    struckAnswerIDs: [],
    status: 'IN_PROGRESS',
    remainingSeconds: 3_600,
    review: null,
    ...overrides,
  };
}

/** The result while the attempt still runs: nothing released yet. */
export const runningResult: MockAttemptResult = {
  mockAttemptID,
  status: 'IN_PROGRESS',
  released: false,
  releasedAt: null,
};
