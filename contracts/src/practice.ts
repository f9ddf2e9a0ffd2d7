import { z } from 'zod';
import type { AktAnswerStatus, KfpAnswerType } from './enums';
import { entityId, flagField, idListField, numberField, numberFromText, pageRequest } from './fields';
import { Messages } from './messages';
import type { QuestionAnswerType } from './question-bank';

/**
 * Reader practice (issue 14): AKT sessions. The server marks every answer from the session's own
 * copy of its questions; correct answers and explanations are in an answer only once revealed
 * (tutor mode: after answering; exam mode: after the session ended).
 */

export const AktSessionMode = ['TUTOR', 'EXAM'] as const;
export type AktSessionMode = (typeof AktSessionMode)[number];
/** ALL, never met before (UNSEEN), last answered wrong (INCORRECT), flagged in any session (FLAGGED). */
export const AktSessionFilter = ['ALL', 'UNSEEN', 'INCORRECT', 'FLAGGED'] as const;
export type AktSessionFilter = (typeof AktSessionFilter)[number];
export const AktSessionStatus = ['IN_PROGRESS', 'ENDED'] as const;
export type AktSessionStatus = (typeof AktSessionStatus)[number];

export const PracticeLimits = {
  maxSessionQuestions: 150,
  maxSessionTopics: 500,
  /** Sub-questions answered in one call (extended match). */
  maxSubAnswers: 50,
} as const;

const choice = <T extends readonly [string, ...string[]]>(values: T) =>
  z.enum(values, { error: Messages.invalidEntry });

/** POST reader/createReaderAKTSession */
export const createAktSessionRequest = z.object({
  topicIDs: idListField(PracticeLimits.maxSessionTopics),
  noOfQuestions: numberField({ min: 1, max: PracticeLimits.maxSessionQuestions }),
  mode: choice(AktSessionMode),
  filter: choice(AktSessionFilter).default('ALL'),
});
export type CreateAktSessionRequest = z.input<typeof createAktSessionRequest>;
export type CreateAktSessionResult = { aktSessionID: string; noOfQuestions: number };

/** GET reader/getAKTSessionQuestion?aktSessionID=…&questionNo=… (1-based) */
export const aktSessionQuestionQuery = z.object({
  aktSessionID: entityId,
  questionNo: numberFromText({ min: 1, max: PracticeLimits.maxSessionQuestions }),
});
/** GET reader/getAKTQuestionByID?aktSessionID=…&aktQuestionID=… (a question of the session by its id) */
export const aktSessionQuestionByIdQuery = z.object({ aktSessionID: entityId, aktQuestionID: entityId });
/** GET reader/getAKTSession?aktSessionID=…; POST reader/endAKTSession { aktSessionID } */
export const aktSessionRequest = z.object({ aktSessionID: entityId });

const subAnswer = z.object({ subQuestionID: entityId, answerID: entityId });
/**
 * POST reader/submitAktAnswer: `answerID` for multiple choice, `subAnswers` for extended match;
 * `answerID: null` (or `subAnswers: []`) clears the choice while the question is open (exam mode).
 */
export const submitAktAnswerRequest = z
  .object({
    aktSessionID: entityId,
    aktQuestionID: entityId,
    answerID: entityId.nullable().optional(),
    subAnswers: z
      .array(subAnswer, { error: Messages.invalidEntry })
      .max(PracticeLimits.maxSubAnswers, { error: Messages.maxValue(PracticeLimits.maxSubAnswers) })
      .optional(),
  })
  .refine((body) => body.answerID !== undefined || body.subAnswers !== undefined, {
    error: Messages.required,
    path: ['answerID'],
  });
export type SubmitAktAnswerRequest = z.input<typeof submitAktAnswerRequest>;

/** POST reader/flagAKTQuestion (designed) */
export const flagAktQuestionRequest = z.object({ aktSessionID: entityId, aktQuestionID: entityId, flagged: flagField });
/** POST reader/strikeAKTAnswer (designed): strike an option through, or bring it back. */
export const strikeAktAnswerRequest = z.object({
  aktSessionID: entityId,
  aktQuestionID: entityId,
  answerID: entityId,
  struck: flagField,
});
/** POST reader/getPagedAKTSession */
export const pagedAktSessionsRequest = pageRequest;

export type SubAnswer = z.infer<typeof subAnswer>;

/** What is revealed of a question once the reader may see it. */
export type AktReveal = {
  answerStatus: AktAnswerStatus;
  /** Multiple choice: the correct answer(s). */
  correctAnswerIDs: string[];
  /** Extended match: the correct answer of each sub-question. */
  correctSubAnswers: SubAnswer[];
  explanation: string | null;
  /** Marks for this question (extended match: one per sub-question) and how many it was worth. */
  marks: number;
  outOf: number;
};

/** GET reader/getAKTSessionQuestion and reader/getAKTQuestionByID */
export type AktSessionQuestion = {
  aktSessionID: string;
  aktQuestionID: string;
  questionNo: number;
  noOfQuestions: number;
  mode: AktSessionMode;
  status: AktSessionStatus;
  aktAnswerType: QuestionAnswerType;
  questionName: string;
  /** Multiple choice: the question (rich text); null for extended match. */
  question: string | null;
  answers: Array<{ answerID: string; answer: string }>;
  /** Extended match: each sub-question is answered with one of `answers`. */
  subQuestions: Array<{ subQuestionID: string; question: string }>;
  /** The reader's own state. */
  chosenAnswerID: string | null;
  chosenSubAnswers: SubAnswer[];
  flagged: boolean;
  struckAnswerIDs: string[];
  /** Present once revealed: tutor mode after answering, exam mode after the session ended. */
  reveal: AktReveal | null;
};

/** POST reader/submitAktAnswer: in tutor mode the reveal, in exam mode only that it was kept. */
/** `answered` is false once an exam answer was cleared. */
export type SubmitAktAnswerResult = { aktQuestionID: string; answered: boolean } & Partial<AktReveal>;

export type AktSessionQuestionStatus = {
  questionNo: number;
  aktQuestionID: string;
  answered: boolean;
  flagged: boolean;
  /** Tutor mode once answered; exam mode once the session ended (NOT_COMPLETED for the unanswered). */
  answerStatus: AktAnswerStatus | null;
};

/** GET reader/getAKTSession */
export type AktSession = {
  aktSessionID: string;
  mode: AktSessionMode;
  filter: AktSessionFilter;
  status: AktSessionStatus;
  noOfQuestions: number;
  answeredCount: number;
  /** Per cent of the marks (2 decimals): tutor mode as it goes, exam mode once ended; else null. */
  score: number | null;
  createdAt: string;
  endedAt: string | null;
  questions: AktSessionQuestionStatus[];
};

/** A row of POST reader/getPagedAKTSession (newest first). */
export type AktSessionListItem = Omit<AktSession, 'questions'>;

/** A row of GET reader/getAKTPracticeTopics (designed): topics with active AKT questions, in reading order. */
export type AktPracticeTopic = {
  topicID: string;
  topicName: string;
  chapterName: string;
  noOfQuestions: number;
  locked: boolean;
  /**
   * How many questions of the topic a new session can draw under each filter (issue 28), leaving out
   * those sealed in the reader's unreleased mock attempts: the new-session form's count follows it.
   */
  noOfQuestionsByFilter?: Record<AktSessionFilter, number>;
};

/** POST reader/getFacedTotalAKTQuestionCount: questions met in any session, of all the reader may practise. */
export type FacedTotalAktQuestionCount = { faced: number; total: number };

// ---- KFP(MSQ) sessions ----
// The same session life as AKT (modes, filters, flags, struck options, the navigator), marked as the
// 2025 KFP paper is: every question is worth 100 points; a multiple-choice one asks for
// `noOfExpectedAnswers` options and earns the `answerScore` of each correct option chosen; every
// option chosen beyond the number asked costs a penalty (MSQ_OVERSELECTION_PENALTY_PERCENT of a
// 70-question paper: 0.35% = 24.5 points by default). An extended match earns 100 / its sub-questions
// for each one answered right.

export const MsqPracticeLimits = {
  /** Points one question is worth. */
  pointsPerQuestion: 100,
  /** The paper the over-selection penalty is a share of. */
  paperQuestions: 70,
  /** Options chosen in one answer (the most an MSQ question may have). */
  maxChosenAnswers: 26,
} as const;

/** Points one extra option costs: `penaltyPercent` % of a 70-question paper of 100-point questions. */
export const msqPenaltyPoints = (penaltyPercent: number) =>
  Math.round((penaltyPercent / 100) * MsqPracticeLimits.paperQuestions * MsqPracticeLimits.pointsPerQuestion * 100) /
  100;

/** POST reader/createReaderMSQSession (designed) */
export const createMsqSessionRequest = createAktSessionRequest;
export type CreateMsqSessionRequest = z.input<typeof createMsqSessionRequest>;
export type CreateMsqSessionResult = { msqSessionID: string; noOfQuestions: number };

/** GET reader/getMSQSessionQuestion?msqSessionID=…&questionNo=… (1-based, designed) */
export const msqSessionQuestionQuery = z.object({
  msqSessionID: entityId,
  questionNo: numberFromText({ min: 1, max: PracticeLimits.maxSessionQuestions }),
});
/** GET reader/getMSQQuestionByID?msqSessionID=…&msqQuestionID=… (designed) */
export const msqSessionQuestionByIdQuery = z.object({ msqSessionID: entityId, msqQuestionID: entityId });
/** GET reader/getMSQSession?msqSessionID=…; POST reader/endMSQSession { msqSessionID } (designed) */
export const msqSessionRequest = z.object({ msqSessionID: entityId });

/**
 * POST reader/submitMsqAnswer (designed): `answerIDs` for multiple choice, `subAnswers` for extended
 * match; an empty list clears the choice while the question is open (exam mode).
 */
export const submitMsqAnswerRequest = z
  .object({
    msqSessionID: entityId,
    msqQuestionID: entityId,
    answerIDs: z
      .array(entityId, { error: Messages.invalidEntry })
      .max(MsqPracticeLimits.maxChosenAnswers, { error: Messages.maxValue(MsqPracticeLimits.maxChosenAnswers) })
      .optional(),
    subAnswers: z
      .array(subAnswer, { error: Messages.invalidEntry })
      .max(PracticeLimits.maxSubAnswers, { error: Messages.maxValue(PracticeLimits.maxSubAnswers) })
      .optional(),
  })
  .refine((body) => body.answerIDs !== undefined || body.subAnswers !== undefined, {
    error: Messages.required,
    path: ['answerIDs'],
  });
export type SubmitMsqAnswerRequest = z.input<typeof submitMsqAnswerRequest>;

/** POST reader/flagMSQQuestion (designed) */
export const flagMsqQuestionRequest = z.object({ msqSessionID: entityId, msqQuestionID: entityId, flagged: flagField });
/** POST reader/strikeMSQAnswer (designed) */
export const strikeMsqAnswerRequest = z.object({
  msqSessionID: entityId,
  msqQuestionID: entityId,
  answerID: entityId,
  struck: flagField,
});
/** POST reader/getPagedMSQSession (designed) */
export const pagedMsqSessionsRequest = pageRequest;

/** What is revealed of an MSQ question once the reader may see it; points are out of `outOf` (100). */
export type MsqReveal = {
  answerStatus: AktAnswerStatus;
  /** Multiple choice: the correct options and the points each earns. */
  correctAnswers: Array<{ answerID: string; answerScore: number }>;
  /** Extended match: the correct answer of each sub-question. */
  correctSubAnswers: SubAnswer[];
  explanation: string | null;
  /** Points earned by the options (or sub-questions) answered right. */
  marks: number;
  /** Options chosen beyond the number asked, and the points they cost. */
  extraOptions: number;
  penalty: number;
  outOf: number;
};

/** GET reader/getMSQSessionQuestion and reader/getMSQQuestionByID */
export type MsqSessionQuestion = {
  msqSessionID: string;
  msqQuestionID: string;
  questionNo: number;
  noOfQuestions: number;
  mode: AktSessionMode;
  status: AktSessionStatus;
  msqAnswerType: QuestionAnswerType;
  questionName: string;
  /** Multiple choice: the question (rich text); null for extended match. */
  question: string | null;
  /** Multiple choice: how many options to choose, and the points each option beyond that costs. */
  noOfExpectedAnswers: number | null;
  penaltyPerExtraOption: number;
  answers: Array<{ answerID: string; answer: string }>;
  subQuestions: Array<{ subQuestionID: string; question: string }>;
  chosenAnswerIDs: string[];
  chosenSubAnswers: SubAnswer[];
  flagged: boolean;
  struckAnswerIDs: string[];
  reveal: MsqReveal | null;
};

/** POST reader/submitMsqAnswer: in tutor mode the reveal, in exam mode only that it was kept. */
export type SubmitMsqAnswerResult = { msqQuestionID: string; answered: boolean } & Partial<MsqReveal>;

export type MsqSessionQuestionStatus = {
  questionNo: number;
  msqQuestionID: string;
  answered: boolean;
  flagged: boolean;
  /** Once revealed (as AKT): the status, the points and the penalty; null before. */
  answerStatus: AktAnswerStatus | null;
  marks: number | null;
  penalty: number | null;
};

/** GET reader/getMSQSession */
export type MsqSession = {
  msqSessionID: string;
  mode: AktSessionMode;
  filter: AktSessionFilter;
  status: AktSessionStatus;
  noOfQuestions: number;
  answeredCount: number;
  /** Per cent of the points after penalties (never below 0): tutor mode as it goes, exam mode once ended. */
  score: number | null;
  /** Points earned and lost to over-selection, once the score shows. */
  marks: number | null;
  penalties: number | null;
  createdAt: string;
  endedAt: string | null;
  questions: MsqSessionQuestionStatus[];
};

/** A row of POST reader/getPagedMSQSession (newest first). */
export type MsqSessionListItem = Omit<MsqSession, 'questions'>;

// ---- KFP cases ----

export const KfpPracticeLimits = { textAnswerMax: 5_000, maxChosenAnswers: 15 } as const;

/** A row of GET public/getReaderKFPCaseTopics: topics with active cases, in reading order. */
export type KfpCaseTopic = {
  topicID: string;
  topicName: string;
  chapterName: string;
  noOfCases: number;
  locked: boolean;
};

/** POST reader/getReaderActiveKFPCasesForTopic */
export const kfpCasesForTopicRequest = z.object({ topicID: entityId });
export type KfpAttemptSummary = {
  kfpAttemptID: string;
  startedAt: string;
  answeredCount: number;
  noOfQuestions: number;
  marks: number;
  completed: boolean;
};
export type ReaderKfpCaseItem = {
  kfpCaseID: string;
  caseName: string;
  noOfQuestions: number;
  lastAttempt: KfpAttemptSummary | null;
};

/** GET reader/getReaderKFPDetails?kfpCaseID=…: the case as it is now, without its marking, and the reader's attempts. */
export const kfpDetailsQuery = z.object({ kfpCaseID: entityId });
export type KfpCaseQuestionView = {
  kfpCaseQuestionID: string;
  questionNo: number;
  question: string;
  kfpAnswerType: (typeof KfpAnswerType)[number];
  /** The options of a MULTIPLE_CHOICE question; none for TEXT (the model answers come after answering). */
  answers: Array<{ answerID: string; answer: string }>;
};
export type ReaderKfpCase = {
  kfpCaseID: string;
  topicID: string;
  caseName: string;
  caseDescription: string;
  questions: KfpCaseQuestionView[];
  /** Newest first. */
  attempts: KfpAttemptSummary[];
};

/** POST reader/startKFPAttempt (designed) */
export const startKfpAttemptRequest = z.object({ kfpCaseID: entityId });
/** GET reader/getKFPAttempt?kfpAttemptID=… (designed) */
export const kfpAttemptQuery = z.object({ kfpAttemptID: entityId });
/** POST reader/submitKFPAnswer (designed): `answerIDs` for MULTIPLE_CHOICE, `text` for TEXT. */
export const submitKfpAnswerRequest = z.object({
  kfpAttemptID: entityId,
  kfpCaseQuestionID: entityId,
  answerIDs: z
    .array(entityId, { error: Messages.invalidEntry })
    .max(KfpPracticeLimits.maxChosenAnswers, { error: Messages.maxValue(KfpPracticeLimits.maxChosenAnswers) })
    .optional(),
  text: z
    .string()
    .trim()
    .max(KfpPracticeLimits.textAnswerMax, { error: Messages.maxLength(KfpPracticeLimits.textAnswerMax) })
    .optional(),
});
export type SubmitKfpAnswerRequest = z.input<typeof submitKfpAnswerRequest>;
/** POST reader/markKFPAnswer (designed): the reader marks their own written answer against the model answers. */
export const markKfpAnswerRequest = z.object({
  kfpAttemptID: entityId,
  kfpCaseQuestionID: entityId,
  correct: flagField,
});

export type KfpAttemptQuestion = KfpCaseQuestionView & {
  chosenAnswerIDs: string[];
  text: string | null;
  /** MULTIPLE_CHOICE: marked on submit; TEXT: null until the reader marks it. */
  answerStatus: 'CORRECT' | 'INCORRECT' | null;
  /** Once answered: the correct options (MULTIPLE_CHOICE), the model answers (TEXT), the explanation. */
  reveal: { correctAnswerIDs: string[]; modelAnswers: string[]; explanation: string | null } | null;
};
export type KfpAttempt = {
  kfpAttemptID: string;
  kfpCaseID: string;
  caseName: string;
  caseDescription: string;
  startedAt: string;
  noOfQuestions: number;
  answeredCount: number;
  /** One mark per question answered correctly (TEXT: as the reader marked it). */
  marks: number;
  completed: boolean;
  questions: KfpAttemptQuestion[];
};
