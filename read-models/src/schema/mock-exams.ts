import type { ColumnType } from 'kysely';

type Json = ColumnType<unknown, string, string>;
type Numeric = ColumnType<string | null, number | null | undefined, number | null>;

/** A mock exam (projection `mock-exams`): `document` is its folded state, the paper's copies included (the results read them). */
export interface MockExamTable {
  mock_exam_id: string;
  mock_exam_type: 'AKT' | 'MSQ';
  mock_exam_name: string;
  status: 'DRAFT' | 'ACTIVE' | 'CANCEL';
  window_start: Date;
  window_end: Date;
  no_of_questions: number;
  document: Json;
  updated_at: Date;
}

/** A reader's attempt: `document` is its folded state without its copy of the questions (the exam's paper has them), so an autosave rewrites little. */
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
  document: Json;
}

export interface MockExamTables {
  mock_exam: MockExamTable;
  mock_attempt: MockAttemptTable;
}
