import type { ColumnType, JSONColumnType } from 'kysely';
import type { ContentSource } from '@notebook/contracts';

/**
 * The read model this module keeps: its tables as Kysely sees them. The augmentation adds them to the
 * application's one `Database` type; only this module's queries and projections may name them (modules.shape).
 */
declare module '@notebook/read-models' {
  interface Database extends QuestionBankTables {}
}

/** jsonb written as an object (pg sends a plain object as JSON) and read back parsed. */
type Document<Doc extends object> = JSONColumnType<Doc, Doc, Doc>;
type Status = 'ACT' | 'INA';

/** An answer of a question or KFP case question, retired ones (INA) included. */
export type QuestionBankAnswer = {
  answerID: string;
  answer: string;
  correctAnswer: boolean;
  /** MSQ multiple choice only; 0 elsewhere. */
  answerScore: number;
  displayOrder: number;
  status: Status;
};

/** An extended-match sub-question; `correctAnswerID` is null once its answer was retired. */
export type QuestionBankSubQuestion = {
  subQuestionID: string;
  question: string;
  correctAnswerID: string | null;
  status: Status;
  displayOrder: number;
};

/**
 * An AKT or KFP(MSQ) question as the admin screens and practice read it (projection `question-bank`).
 * Only questions that exist and are not removed have a row.
 */
export type ChoiceQuestionDocument = {
  questionID: string;
  topicID: string;
  questionName: string;
  /** aktType or msqType. */
  questionType: string;
  answerType: 'MULTIPLE_CHOICE' | 'EXTENDED_MATCH';
  status: Status;
  /** mockExamQuestion (AKT) or selectedForMock (MSQ). */
  mockFlag: 'Y' | 'N';
  explanation: string | null;
  /** The multiple-choice question HTML; null for extended match. */
  question: string | null;
  noOfAnswers: number;
  /** MSQ multiple choice only. */
  noOfExpectedAnswers: number | null;
  answers: QuestionBankAnswer[];
  subQuestions: QuestionBankSubQuestion[];
  version: number;
  /** Absent until a source is first recorded (issue 29). */
  source?: ContentSource;
  /** The lesson of its topic it belongs to; absent until first linked (issue 29). */
  lessonID?: string | null;
};

export type KfpCaseQuestionDocument = {
  kfpCaseQuestionID: string;
  question: string;
  explanation: string | null;
  kfpAnswerType: 'MULTIPLE_CHOICE' | 'TEXT';
  noOfAnswers: number;
  status: Status;
  displayOrder: number;
  answers: QuestionBankAnswer[];
};

/** A KFP case with its questions (removed questions left out), as the admin screens and practice read it. */
export type KfpCaseDocument = {
  kfpCaseID: string;
  topicID: string;
  caseName: string;
  caseDescription: string;
  status: Status;
  questions: KfpCaseQuestionDocument[];
  version: number;
  /** Absent until a source is first recorded (issue 29). */
  source?: ContentSource;
  /** The lesson of its topic it belongs to; absent until first linked (issue 29). */
  lessonID?: string | null;
};

/** Rows of the question bank; `document` holds the item's content (see modules/question-bank). */
export interface AktQuestionTable extends ChoiceQuestionColumns {
  akt_question_id: string;
  akt_type: string;
  akt_answer_type: string;
  mock_exam_question: 'Y' | 'N';
}

export interface MsqQuestionTable extends ChoiceQuestionColumns {
  msq_question_id: string;
  msq_type: string;
  msq_answer_type: string;
  selected_for_mock: 'Y' | 'N';
}

/** The columns the AKT and MSQ question tables share. */
interface ChoiceQuestionColumns {
  topic_id: string;
  question_name: string;
  status: Status;
  display_order: number;
  version: number;
  document: Document<ChoiceQuestionDocument>;
  created_at: Date;
  updated_at: Date;
  updated_by: string;
}

export interface KfpCaseTable {
  kfp_case_id: string;
  topic_id: string;
  case_name: string;
  status: Status;
  display_order: number;
  version: number;
  /** The case's question ids, to find the case of a question. */
  question_ids: ColumnType<string[], string[] | undefined, string[]>;
  document: Document<KfpCaseDocument>;
  created_at: Date;
  updated_at: Date;
  updated_by: string;
}

export interface QuestionBankTables {
  akt_question: AktQuestionTable;
  msq_question: MsqQuestionTable;
  kfp_case: KfpCaseTable;
}
