import type { ExamKind, ExamSittingKind, ResultRelease, ReviewCardKind, ReviewCardSource } from '@notebook/contracts';
import type { FsrsState } from '../scheduler/review-scheduler';

/**
 * The read model this module keeps: its tables as Kysely sees them. The augmentation adds them to the
 * application's one `Database` type; only this module's queries and projections may name them (modules.shape).
 */
declare module '@notebook/read-models' {
  interface Database extends ReviewTables {}
}

/** A reader's review card (projection `review-cards`): the due queue is an indexed read of these. */
export interface ReviewCardTable {
  card_id: string;
  reader_id: string;
  question_id: string;
  kind: ReviewCardKind;
  source: ReviewCardSource;
  topic_id: string;
  lesson_id: string | null;
  /** When FSRS has it due (a mock exam's miss: its release until first reviewed). */
  fsrs_due: Date;
  /** `fsrs_due`, brought before the eve of the reader's exam when one is ahead. */
  due: Date;
  /** `due`'s Sydney day: the queue's first order (most overdue day first), then the weakest. */
  due_day: string;
  stability: number;
  difficulty: number;
  lapses: number;
  reps: number;
  fsrs_state: FsrsState;
  added_at: Date;
  /** When the card is first offered (a mock exam's miss: its result's release); nothing counts it before. */
  available_from: Date;
  last_reviewed_at: Date | null;
}

/** A reader's exam plan and daily limit (projection `review-cards`). */
export interface ReviewReaderTable {
  reader_id: string;
  daily_limit: number | null;
  exam: ExamKind | null;
  exam_date: string | null;
}

/** A mock exam attempt as review needs it (projection `review-mock-misses`): whose, which kind, when released. */
export interface ReviewMockAttemptTable {
  mock_attempt_id: string;
  mock_exam_id: string;
  reader_id: string;
  kind: ReviewCardKind;
  result_release: ResultRelease;
  submitted_at: Date | null;
}

/** Each question of an attempt and whether its last saved answer missed full marks (unanswered: missed). */
export interface ReviewMockQuestionTable {
  mock_attempt_id: string;
  question_id: string;
  topic_id: string;
  missed: boolean;
}

/** A mock exam's window end and, if the jobs closed it, when: an ON_CLOSE result comes out then. */
export interface ReviewMockExamTable {
  mock_exam_id: string;
  window_end: Date;
  closed_at: Date | null;
}

/** An exam-mode practice session still open (projection `review-card-jobs`): its misses wait for its end. */
export interface ReviewExamSessionTable {
  session_id: string;
  reader_id: string;
  kind: 'AKT' | 'MSQ';
}

/** The last answer to each question of an open exam-mode session: a miss or not (a cleared answer has no row). */
export interface ReviewExamAnswerTable {
  session_id: string;
  question_id: string;
  missed: boolean;
}

/** An RACGP exam sitting admins keep (projection `review-exam-sittings`); a removed one has no row. */
export interface ReviewExamSittingTable {
  sitting_id: string;
  exam: ExamSittingKind;
  name: string;
  /** YYYY-MM-DD (the exam day in Sydney). */
  exam_date: string;
}

export interface ReviewTables {
  review_card: ReviewCardTable;
  review_reader: ReviewReaderTable;
  review_mock_attempt: ReviewMockAttemptTable;
  review_mock_question: ReviewMockQuestionTable;
  review_exam_session: ReviewExamSessionTable;
  review_exam_answer: ReviewExamAnswerTable;
  review_mock_exam: ReviewMockExamTable;
  review_exam_sitting: ReviewExamSittingTable;
}
