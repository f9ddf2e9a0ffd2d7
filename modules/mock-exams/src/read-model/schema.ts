import type { ColumnType, JSONColumnType } from 'kysely';

/**
 * The read model this module keeps: its tables as Kysely sees them. The augmentation adds them to the
 * application's one `Database` type; only this module's queries and projections may name them (modules.shape).
 */
declare module '@notebook/read-models' {
  interface Database extends MockExamTables {}
}

/** jsonb written as an object (pg sends a plain object as JSON) and read back parsed. */
type Document<Doc extends object> = JSONColumnType<Doc, Doc, Doc>;
type Numeric = ColumnType<string | null, number | null | undefined, number | null>;

/** What an admin defined: the paper (chosen questions, or a count drawn), the time, the window, the release. */
export type MockExamDefinitionDocument = {
  mockExamType: 'AKT' | 'MSQ';
  mockExamName: string;
  instructions: string | null;
  questionIDs: string[];
  randomQuestionCount: number | null;
  randomByChapter: Array<{ chapterID: string; count: number }>;
  durationMinutes: number;
  /** ISO date-times. */
  windowStart: string;
  windowEnd: string;
  resultRelease: 'ON_SUBMIT' | 'ON_CLOSE';
  audience: 'PLAN_HOLDERS' | 'ALL_READERS';
  passMark: number | null;
};

/** A question of an exam's paper: the copy taken when the exam was made ACTIVE, with its marking. */
export type MockPaperQuestion = {
  questionID: string;
  topicID: string;
  version: number;
  questionName: string;
  answerType: 'MULTIPLE_CHOICE' | 'EXTENDED_MATCH';
  question: string | null;
  explanation: string | null;
  noOfExpectedAnswers: number | null;
  answers: Array<{ answerID: string; answer: string; correct: boolean; score: number }>;
  subQuestions: Array<{ subQuestionID: string; question: string; correctAnswerID: string }>;
};

/** A mock exam as the admin and reader lists and the results read it (a deleted exam has no row). */
export type MockExamDocument = {
  mockExamID: string;
  definition: MockExamDefinitionDocument;
  status: 'DRAFT' | 'ACTIVE' | 'CANCEL';
  /** Empty while a DRAFT. */
  paper: MockPaperQuestion[];
  penaltyPoints: number;
  /** A reader has started it: the paper cannot change any more. */
  frozen: boolean;
  /** Recorded by the jobs at the start and the end of the window. */
  opened: boolean;
  closed: boolean;
  version: number;
};

/** A reader's answer to a question of the paper, as marked when it was saved. */
export type MockAttemptAnswerDocument = {
  answerIDs: string[];
  subAnswers: Array<{ subQuestionID: string; answerID: string }>;
  answerStatus: 'CORRECT' | 'INCORRECT' | 'NOT_COMPLETED';
  marks: number;
  penalty: number;
  outOf: number;
};

/** What the results read of an attempt besides its columns: its marked answers, by question id. */
export type MockAttemptDocument = { answers: Record<string, MockAttemptAnswerDocument> };

/** A mock exam (projection `mock-exams`); `document` carries the paper's copies (the results read them). */
export interface MockExamTable {
  mock_exam_id: string;
  mock_exam_type: 'AKT' | 'MSQ';
  mock_exam_name: string;
  status: 'DRAFT' | 'ACTIVE' | 'CANCEL';
  window_start: Date;
  window_end: Date;
  no_of_questions: number;
  document: Document<MockExamDocument>;
  updated_at: Date;
}

/** A reader's attempt: its totals once submitted, and its marked answers (the exam's paper has the questions), so an autosave rewrites little. */
export interface MockAttemptTable {
  mock_attempt_id: string;
  mock_exam_id: string;
  reader_id: string;
  status: 'IN_PROGRESS' | 'SUBMITTED' | 'AUTO_SUBMITTED';
  started_at: Date;
  deadline: Date;
  submitted_at: Date | null;
  score: Numeric;
  marks: Numeric;
  penalties: Numeric;
  out_of: Numeric;
  document: Document<MockAttemptDocument>;
}

export interface MockExamTables {
  mock_exam: MockExamTable;
  mock_attempt: MockAttemptTable;
}
