import type { ColumnType } from 'kysely';

type Json = ColumnType<unknown, string, string>;

/** Rows of the question bank; `document` holds the aggregate state (see modules/question-bank). */
export interface AktQuestionTable {
  akt_question_id: string;
  topic_id: string;
  question_name: string;
  akt_type: string;
  akt_answer_type: string;
  status: 'ACT' | 'INA';
  mock_exam_question: 'Y' | 'N';
  display_order: number;
  version: number;
  document: Json;
  created_at: Date;
  updated_at: Date;
  updated_by: string;
}

export interface MsqQuestionTable {
  msq_question_id: string;
  topic_id: string;
  question_name: string;
  msq_type: string;
  msq_answer_type: string;
  status: 'ACT' | 'INA';
  selected_for_mock: 'Y' | 'N';
  display_order: number;
  version: number;
  document: Json;
  created_at: Date;
  updated_at: Date;
  updated_by: string;
}

export interface KfpCaseTable {
  kfp_case_id: string;
  topic_id: string;
  case_name: string;
  status: 'ACT' | 'INA';
  display_order: number;
  version: number;
  /** The case's question ids, to find the case of a question. */
  question_ids: ColumnType<string[], string[] | undefined, string[]>;
  document: Json;
  created_at: Date;
  updated_at: Date;
  updated_by: string;
}

export interface QuestionBankTables {
  akt_question: AktQuestionTable;
  msq_question: MsqQuestionTable;
  kfp_case: KfpCaseTable;
}
