import { z } from 'zod';
import type { AktAnswerStatus } from './enums';
import { MockExamStatus, MockExamType } from './enums';
import { entityId, flagField, numberField, numberFromText, optionalText, pageRequest, requiredText } from './fields';
import { Messages } from './messages';
import type { SubAnswer } from './practice';
import type { QuestionAnswerType } from './question-bank';

/**
 * Mock exams (issue 15): AKT and KFP(MSQ) papers sat under a server-side clock. Admin calls in the
 * `adminMockExam/` style, reader calls in `reader/` (both designed: the spec does not show them).
 */

export const MockExamLimits = {
  nameMax: 400,
  instructionsMax: 5_000,
  maxQuestions: 300,
  maxDurationMinutes: 600,
  /** AKT: 3 h 30 min of questions and 30 min reading time. KFP(MSQ): 4 h, 70 questions. */
  defaultDurationMinutes: { AKT: 240, MSQ: 240 },
  defaultQuestionCount: { AKT: 150, MSQ: 70 },
} as const;

export const ResultRelease = ['ON_SUBMIT', 'ON_CLOSE'] as const;
export type ResultRelease = (typeof ResultRelease)[number];
/** Where an ACTIVE exam stands for readers, by its window and the jobs that open and close it. */
export const MockExamAudience = ['PLAN_HOLDERS', 'ALL_READERS'] as const;
export type MockExamAudience = (typeof MockExamAudience)[number];
export const MockExamState = ['UPCOMING', 'OPEN', 'CLOSED'] as const;
export type MockExamState = (typeof MockExamState)[number];
export const MockAttemptStatus = ['IN_PROGRESS', 'SUBMITTED', 'AUTO_SUBMITTED'] as const;
export type MockAttemptStatus = (typeof MockAttemptStatus)[number];

const choice = <T extends readonly [string, ...string[]]>(values: T) =>
  z.enum(values, { error: Messages.invalidEntry });
const dateTime = z.iso.datetime({ offset: true, error: Messages.invalidEntry });

/** How many questions a random paper draws from one chapter's flagged questions. */
const chapterCount = z.object({
  chapterID: entityId,
  count: numberField({ min: 1, max: MockExamLimits.maxQuestions }),
});

/**
 * POST adminMockExam/saveUpdateMockExam: a new exam is a DRAFT. The paper is `questionIDs`, or
 * `randomQuestionCount` drawn from the flagged pool; `randomByChapter` draws that many from each
 * chapter instead (the count is then their sum).
 */
export const saveMockExamRequest = z
  .object({
    mockExamID: entityId.optional(),
    mockExamType: choice(MockExamType),
    mockExamName: requiredText(MockExamLimits.nameMax),
    instructions: optionalText(MockExamLimits.instructionsMax),
    questionIDs: z
      .array(entityId, { error: Messages.invalidEntry })
      .max(MockExamLimits.maxQuestions, { error: Messages.maxValue(MockExamLimits.maxQuestions) })
      .optional(),
    randomQuestionCount: numberField({ min: 1, max: MockExamLimits.maxQuestions }).optional(),
    randomByChapter: z
      .array(chapterCount, { error: Messages.invalidEntry })
      .max(100, { error: Messages.maxValue(100) })
      .optional(),
    durationMinutes: numberField({ min: 1, max: MockExamLimits.maxDurationMinutes }),
    windowStart: dateTime,
    windowEnd: dateTime,
    resultRelease: choice(ResultRelease).default('ON_SUBMIT'),
    /** Who may sit it: readers with a subscription or a plan (the default), or every signed-in reader. */
    audience: choice(MockExamAudience).default('PLAN_HOLDERS'),
    /** Per cent of the marks needed to pass; absent: no pass mark. */
    passMark: numberField({ min: 0, max: 100 }).optional(),
  })
  .refine(
    (body) =>
      (body.questionIDs?.length ?? 0) > 0 !==
      (body.randomQuestionCount !== undefined || (body.randomByChapter?.length ?? 0) > 0),
    {
      error: Messages.mockExamPaperChoice,
      path: ['questionIDs'],
    },
  )
  .refine(
    (body) =>
      !body.randomByChapter?.length ||
      body.randomQuestionCount === undefined ||
      body.randomQuestionCount === body.randomByChapter.reduce((sum, chapter) => sum + chapter.count, 0),
    { error: Messages.mockExamChapterCounts, path: ['randomQuestionCount'] },
  )
  .refine((body) => Date.parse(body.windowEnd) > Date.parse(body.windowStart), {
    error: Messages.mockExamWindowOrder,
    path: ['windowEnd'],
  });
export type SaveMockExamRequest = z.input<typeof saveMockExamRequest>;

/** POST adminMockExam/updateMockExamStatus: ACTIVE answers 'Mock Exam will be scheduled momentarily.' */
export const updateMockExamStatusRequest = z.object({ mockExamID: entityId, status: choice(MockExamStatus) });
/** POST adminMockExam/deleteMockExam (a DRAFT only), exportMockExamResults (a CSV file); GET adminMockExam/getMockExam, getMockExamResults. */
export const mockExamRequest = z.object({ mockExamID: entityId });
/** GET adminMockExam/getMockExamQuestionPool?mockExamType=…: the active questions flagged for mock exams, to choose a paper from. */
export const mockExamPoolRequest = z.object({ mockExamType: choice(MockExamType) });
export type MockExamPoolQuestion = {
  questionID: string;
  questionName: string;
  topicID: string;
  topicName: string;
  chapterID: string;
  chapterName: string;
};

/** POST adminMockExam/getPagedMockExams */
export const pagedMockExamsRequest = pageRequest.extend({
  mockExamType: choice(MockExamType),
  status: choice(MockExamStatus).optional(),
});

export type MockExam = {
  mockExamID: string;
  mockExamType: MockExamType;
  mockExamName: string;
  instructions: string | null;
  status: MockExamStatus;
  state: MockExamState;
  questionIDs: string[];
  randomQuestionCount: number | null;
  randomByChapter: Array<{ chapterID: string; count: number }>;
  noOfQuestions: number;
  durationMinutes: number;
  windowStart: string;
  windowEnd: string;
  resultRelease: ResultRelease;
  audience: MockExamAudience;
  passMark: number | null;
  /** The paper cannot change any more: someone started it. */
  paperFrozen: boolean;
  attempts: number;
  version: number;
};

export type MockExamResults = {
  mockExamID: string;
  attempts: number;
  submitted: number;
  /** Mean score of the submitted attempts, per cent; null before any. */
  mean: number | null;
  /** Submitted attempts per tenth of the score: [0–10), [10–20) … [90–100]. */
  distribution: number[];
  /** The questions fewest got right, hardest first (up to 10). */
  hardest: Array<{ questionID: string; questionName: string; correctPercent: number }>;
};

// ---- readers ----

/** A row of POST reader/getReaderMockExams. */
export type ReaderMockExam = {
  mockExamID: string;
  mockExamName: string;
  mockExamType: MockExamType;
  instructions: string | null;
  state: MockExamState;
  windowStart: string;
  windowEnd: string;
  durationMinutes: number;
  noOfQuestions: number;
  attempt?: { mockAttemptID: string; status: MockAttemptStatus; deadline: string; score: number | null };
};

/** POST reader/startMockExamAttempt: starting again answers the same attempt. */
export const startMockAttemptRequest = z.object({ mockExamID: entityId });
export type StartedMockAttempt = { mockAttemptID: string; deadline: string; noOfQuestions: number };

/** GET reader/getMockExamAttemptQuestion?mockAttemptID=…&questionNo=… */
export const mockAttemptQuestionQuery = z.object({
  mockAttemptID: entityId,
  questionNo: numberFromText({ min: 1, max: MockExamLimits.maxQuestions }),
});
/** GET reader/getMockExamAttempt, getMockExamAttemptResult; POST reader/submitMockExamAttempt */
export const mockAttemptRequest = z.object({ mockAttemptID: entityId });

const subAnswer = z.object({ subQuestionID: entityId, answerID: entityId });
/** POST reader/saveMockExamAnswer: autosaved as each option is chosen. */
export const saveMockAnswerRequest = z.object({
  mockAttemptID: entityId,
  questionID: entityId,
  answerIDs: z
    .array(entityId, { error: Messages.invalidEntry })
    .max(26, { error: Messages.maxValue(26) })
    .default([]),
  subAnswers: z
    .array(subAnswer, { error: Messages.invalidEntry })
    .max(50, { error: Messages.maxValue(50) })
    .default([]),
});
export type SaveMockAnswerRequest = z.input<typeof saveMockAnswerRequest>;
/** POST reader/flagMockExamQuestion, strikeMockExamAnswer */
export const flagMockQuestionRequest = z.object({ mockAttemptID: entityId, questionID: entityId, flagged: flagField });
export const strikeMockAnswerRequest = z.object({
  mockAttemptID: entityId,
  questionID: entityId,
  answerID: entityId,
  struck: flagField,
});

export type MockAttemptQuestion = {
  mockAttemptID: string;
  questionID: string;
  questionNo: number;
  noOfQuestions: number;
  answerType: QuestionAnswerType;
  question: string | null;
  /** KFP(MSQ) multiple choice: how many options to choose. */
  noOfExpectedAnswers: number | null;
  answers: Array<{ answerID: string; answer: string }>;
  subQuestions: Array<{ subQuestionID: string; question: string }>;
  chosenAnswerIDs: string[];
  chosenSubAnswers: SubAnswer[];
  flagged: boolean;
  struckAnswerIDs: string[];
  status: MockAttemptStatus;
  /** From the server's clock: what is left of the attempt (0 once it is over). */
  remainingSeconds: number;
  /** Only once results are released: the correct answers, the marks and the explanation. */
  review: {
    answerStatus: AktAnswerStatus;
    correctAnswerIDs: string[];
    correctSubAnswers: SubAnswer[];
    marks: number;
    penalty: number;
    outOf: number;
    explanation: string | null;
  } | null;
};

/** GET reader/getMockExamAttempt: the navigator. */
export type MockAttempt = {
  mockAttemptID: string;
  mockExamID: string;
  mockExamName: string;
  mockExamType: MockExamType;
  status: MockAttemptStatus;
  startedAt: string;
  deadline: string;
  remainingSeconds: number;
  /**
   * `answered` once every part is (an extended match: each sub-question); `openSubQuestions`: an
   * extended match's sub-questions still without an option (0 for any other question).
   */
  questions: Array<{
    questionNo: number;
    questionID: string;
    answered: boolean;
    flagged: boolean;
    openSubQuestions?: number;
  }>;
};

/** GET reader/getMockExamAttemptResult: the score and breakdown only once released. */
export type MockAttemptResult = {
  mockAttemptID: string;
  status: MockAttemptStatus;
  released: boolean;
  /** When the results come out (ON_CLOSE: the end of the window). */
  releasedAt: string | null;
  score?: number;
  marks?: number;
  penalties?: number;
  outOf?: number;
  passMark?: number | null;
  passed?: boolean | null;
  /** Each chapter marked as the paper is: penalties come off the chapter's total (never below 0). */
  byChapter?: Array<{ chapterName: string; marks: number; penalties: number; outOf: number; score: number }>;
  /** Among everyone who sat the paper, once the window has closed. */
  percentile?: number | null;
  /**
   * How each question did, for the result's navigator (issue 28); a question another attempt of the
   * reader still seals reads null (its marking is kept back, as its review is).
   */
  questions?: Array<{ questionNo: number; questionID: string; answerStatus: AktAnswerStatus | null }>;
};
