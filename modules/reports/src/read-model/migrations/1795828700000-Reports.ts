import { Kysely, sql } from 'kysely';

/**
 * The reports' read model (issue 27): one small set of tables per report, each filled by its own
 * projection from other modules' events, so an as-of build of one report copies only its tables.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE report_payment (
      payment_id uuid PRIMARY KEY,
      reader_id uuid NOT NULL,
      plan_id uuid NOT NULL,
      plan_name text NOT NULL,
      amount_cents integer NOT NULL,
      paid_at timestamptz,
      refunded_cents integer NOT NULL DEFAULT 0
    );
    CREATE INDEX report_payment_paid_at ON report_payment (paid_at);
    CREATE TABLE report_paid_period (
      payment_id uuid PRIMARY KEY,
      reader_id uuid NOT NULL,
      plan_id uuid NOT NULL,
      period_start timestamptz NOT NULL,
      period_end timestamptz NOT NULL
    );
    CREATE INDEX report_paid_period_reader ON report_paid_period (reader_id, period_start);

    CREATE TABLE report_reader (
      reader_id uuid PRIMARY KEY,
      registered_at timestamptz NOT NULL
    );
    CREATE INDEX report_reader_registered_at ON report_reader (registered_at);
    CREATE TABLE report_reader_activity (
      reader_id uuid NOT NULL,
      month date NOT NULL,
      PRIMARY KEY (month, reader_id)
    );

    CREATE TABLE report_content_item (
      item_id uuid PRIMARY KEY,
      kind text NOT NULL,
      status text NOT NULL,
      created_at timestamptz NOT NULL
    );

    CREATE TABLE report_study_chapter (
      chapter_id uuid PRIMARY KEY,
      chapter_name text NOT NULL
    );
    CREATE TABLE report_study_topic (
      topic_id uuid PRIMARY KEY,
      chapter_id uuid NOT NULL
    );
    CREATE TABLE report_study_lesson (
      lesson_id uuid PRIMARY KEY,
      topic_id uuid NOT NULL
    );
    CREATE TABLE report_study_question (
      question_id uuid PRIMARY KEY,
      topic_id uuid NOT NULL
    );
    CREATE TABLE report_study_reading (
      reader_id uuid NOT NULL,
      lesson_id uuid NOT NULL,
      PRIMARY KEY (lesson_id, reader_id)
    );
    CREATE TABLE report_study_answers (
      question_id uuid NOT NULL,
      month date NOT NULL,
      answers integer NOT NULL,
      full_marks integer NOT NULL,
      marks numeric NOT NULL,
      out_of numeric NOT NULL,
      PRIMARY KEY (question_id, month)
    );

    CREATE TABLE report_mock_exam (
      mock_exam_id uuid PRIMARY KEY,
      mock_exam_name text NOT NULL,
      mock_exam_type text NOT NULL,
      pass_mark numeric
    );
    CREATE TABLE report_mock_attempt (
      mock_attempt_id uuid PRIMARY KEY,
      mock_exam_id uuid NOT NULL,
      reader_id uuid NOT NULL,
      started_at timestamptz NOT NULL,
      submitted_at timestamptz,
      score numeric
    );
    CREATE INDEX report_mock_attempt_exam ON report_mock_attempt (mock_exam_id);

    CREATE TABLE report_contact_message (
      contact_message_id uuid PRIMARY KEY,
      received_at timestamptz NOT NULL,
      acknowledged_at timestamptz
    );
    CREATE INDEX report_contact_message_received_at ON report_contact_message (received_at);
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    DROP TABLE report_payment, report_paid_period, report_reader, report_reader_activity, report_content_item,
      report_study_chapter, report_study_topic, report_study_lesson, report_study_question, report_study_reading,
      report_study_answers, report_mock_exam, report_mock_attempt, report_contact_message;
  `.execute(db);
}
