import type { ColumnType, Generated, JSONColumnType } from 'kysely';

/**
 * The read model this module keeps: its tables as Kysely sees them. The augmentation adds them to the
 * application's one `Database` type; only this module's queries and projections may name them (modules.shape).
 */
declare module '@notebook/read-models' {
  interface Database extends PracticeTables, ReadinessTables {}
}

/** JSON written as text, read back parsed. */
type Json = ColumnType<unknown, string, string>;

/**
 * A reader's progress in an AKT or KFP(MSQ) session as the practice projection keeps it (`document`):
 * what the reader's list of sessions shows. `answers` holds the marking of each answered question (by
 * question id), `totals` what ending the session recorded. Penalties are KFP(MSQ)'s over-selection
 * penalties (0 in an AKT session).
 */
export type PracticeSessionDocument = {
  sessionID: string;
  mode: 'TUTOR' | 'EXAM';
  filter: 'ALL' | 'UNSEEN' | 'INCORRECT' | 'FLAGGED';
  status: 'IN_PROGRESS' | 'ENDED';
  /** `complete`: answered in every part (isFullyAnswered: an extended match needs each sub-question). */
  answers: Record<string, { marks: number; penalty: number; outOf: number; complete: boolean }>;
  totals: { marks: number; penalties: number; outOf: number; score: number } | null;
};

/**
 * An AKT practice session (projection `practice`): `questions` is the session's copy of its questions
 * (written once), `document` the reader's progress.
 */
export interface AktSessionTable extends SessionColumns {
  akt_session_id: string;
  /** Marks of the answered questions, and what those were worth. */
  marks: Generated<number>;
  answered_out_of: Generated<number>;
  /** What the whole session is worth (extended match: a mark per sub-question). */
  out_of: number;
}

/** What a session row holds for either kind of session. `score`: per cent, set when the session ends. */
interface SessionColumns {
  reader_id: string;
  mode: 'TUTOR' | 'EXAM';
  filter: string;
  status: 'IN_PROGRESS' | 'ENDED';
  no_of_questions: number;
  answered_count: Generated<number>;
  score: string | null;
  document: JSONColumnType<PracticeSessionDocument>;
  questions: Json;
  created_at: Date;
  ended_at: Date | null;
}

/** One question of a session: the reader's history of it. `answer_status` is kept even where not yet shown. */
export interface AktSessionQuestionTable extends SessionQuestionColumns {
  akt_session_id: string;
  akt_question_id: string;
}

/** What a session question row holds for either kind of session. */
interface SessionQuestionColumns {
  reader_id: string;
  topic_id: string;
  question_no: number;
  answered: Generated<boolean>;
  answer_status: 'CORRECT' | 'INCORRECT' | null;
  flagged: Generated<boolean>;
  /** When the flag was last set or cleared; null if never touched. */
  flagged_at: Date | null;
  answered_at: Date | null;
}

/**
 * A reader's attempt at a KFP case as the practice projection keeps it (`document`): its own copy of
 * the case, and the answer to each question answered (by kfpCaseQuestionID); a written answer's
 * `answerStatus` is null until the reader marks it.
 */
export type KfpAttemptDocument = {
  kfpAttemptID: string;
  readerID: string;
  kfpCase: {
    kfpCaseID: string;
    topicID: string;
    caseName: string;
    caseDescription: string;
    questions: Array<{
      kfpCaseQuestionID: string;
      question: string;
      explanation: string | null;
      kfpAnswerType: 'MULTIPLE_CHOICE' | 'TEXT';
      answers: Array<{ answerID: string; answer: string; correct: boolean }>;
    }>;
  };
  answers: Record<string, { answerIDs: string[]; text: string | null; answerStatus: 'CORRECT' | 'INCORRECT' | null }>;
};

/** A reader's attempt at a KFP case (projection `practice`). */
export interface KfpAttemptTable {
  kfp_attempt_id: string;
  reader_id: string;
  kfp_case_id: string;
  topic_id: string;
  document: JSONColumnType<KfpAttemptDocument>;
  started_at: Date;
}

/** A KFP(MSQ) practice session (projection `practice`): as an AKT session, in points, with penalties. */
export interface MsqSessionTable extends SessionColumns {
  msq_session_id: string;
  /** Points of the answered questions and the over-selection penalties (numeric: read back as text). */
  marks: ColumnType<string, number | undefined, number>;
  penalties: ColumnType<string, number | undefined, number>;
}

export interface MsqSessionQuestionTable extends SessionQuestionColumns {
  msq_session_id: string;
  msq_question_id: string;
}

export interface PracticeTables {
  akt_session: AktSessionTable;
  akt_session_question: AktSessionQuestionTable;
  msq_session: MsqSessionTable;
  msq_session_question: MsqSessionQuestionTable;
  kfp_attempt: KfpAttemptTable;
}

/** numeric comes back from pg as text. */
type Numeric = ColumnType<string, number, number>;

/** Where a readiness answer came from: an AKT session, a KFP(MSQ) session or a KFP case attempt. */
export type ReadinessSource = 'AKT' | 'MSQ' | 'KFP';

/**
 * One question a reader met in a session or attempt (projection `readiness`). `marks` of `out_of`
 * once answered and marked; `revealed` once the reader was shown the mark (tutor or KFP: on answering;
 * exam: when the session ended), so readiness never tells a running exam's marks.
 */
export interface ReadinessAnswerTable {
  source: ReadinessSource;
  session_id: string;
  question_id: string;
  reader_id: string;
  topic_id: string;
  revealed_on_answer: boolean;
  revealed: Generated<boolean>;
  marks: Numeric | null;
  out_of: Numeric | null;
  answered_at: Date | null;
}

export interface ReadinessTables {
  readiness_answer: ReadinessAnswerTable;
}
