import { Kysely, sql } from 'kysely';

/**
 * The question bank read model: one row per AKT question, MSQ question and KFP case, with the
 * columns the lists filter and sort on, and the aggregate's state as a document for the detail
 * views (answers, sub-questions, case questions).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE akt_question (
      akt_question_id uuid NOT NULL,
      topic_id uuid NOT NULL,
      question_name text NOT NULL,
      akt_type text NOT NULL,
      akt_answer_type text NOT NULL,
      status text NOT NULL,
      mock_exam_question text NOT NULL,
      display_order integer NOT NULL,
      version integer NOT NULL,
      document jsonb NOT NULL,
      created_at timestamptz NOT NULL,
      updated_at timestamptz NOT NULL,
      updated_by text NOT NULL,
      CONSTRAINT akt_question_pkey PRIMARY KEY (akt_question_id)
    );
    CREATE INDEX akt_question_topic_order_idx ON akt_question (topic_id, display_order);
    CREATE TABLE msq_question (
      msq_question_id uuid NOT NULL,
      topic_id uuid NOT NULL,
      question_name text NOT NULL,
      msq_type text NOT NULL,
      msq_answer_type text NOT NULL,
      status text NOT NULL,
      selected_for_mock text NOT NULL,
      display_order integer NOT NULL,
      version integer NOT NULL,
      document jsonb NOT NULL,
      created_at timestamptz NOT NULL,
      updated_at timestamptz NOT NULL,
      updated_by text NOT NULL,
      CONSTRAINT msq_question_pkey PRIMARY KEY (msq_question_id)
    );
    CREATE INDEX msq_question_topic_order_idx ON msq_question (topic_id, display_order);
    CREATE TABLE kfp_case (
      kfp_case_id uuid NOT NULL,
      topic_id uuid NOT NULL,
      case_name text NOT NULL,
      status text NOT NULL,
      display_order integer NOT NULL,
      version integer NOT NULL,
      question_ids uuid[] NOT NULL DEFAULT '{}',
      document jsonb NOT NULL,
      created_at timestamptz NOT NULL,
      updated_at timestamptz NOT NULL,
      updated_by text NOT NULL,
      CONSTRAINT kfp_case_pkey PRIMARY KEY (kfp_case_id)
    );
    CREATE INDEX kfp_case_topic_order_idx ON kfp_case (topic_id, display_order);
    CREATE INDEX kfp_case_question_ids_idx ON kfp_case USING gin (question_ids);
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE kfp_case; DROP TABLE msq_question; DROP TABLE akt_question;`.execute(db);
}
