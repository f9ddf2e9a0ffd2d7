import { Kysely, sql } from 'kysely';

/**
 * Review cards and each reader's exam plan (projection `review-cards`); what review keeps of mock
 * exam attempts to add their misses once released (projection `review-mock-misses`).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE review_card (
      card_id uuid PRIMARY KEY,
      reader_id uuid NOT NULL,
      question_id uuid NOT NULL,
      kind text NOT NULL,
      source text NOT NULL,
      topic_id uuid NOT NULL,
      lesson_id uuid,
      fsrs_due timestamptz NOT NULL,
      due timestamptz NOT NULL,
      due_day date NOT NULL,
      stability double precision NOT NULL,
      difficulty double precision NOT NULL,
      lapses integer NOT NULL,
      reps integer NOT NULL,
      fsrs_state text NOT NULL,
      added_at timestamptz NOT NULL,
      last_reviewed_at timestamptz
    );
    CREATE INDEX review_card_queue ON review_card (reader_id, due_day, stability, lapses DESC, due, card_id);
    CREATE INDEX review_card_due ON review_card (reader_id, due);
    CREATE INDEX review_card_reviewed ON review_card (reader_id, last_reviewed_at) WHERE last_reviewed_at IS NOT NULL;
    CREATE TABLE review_reader (
      reader_id uuid PRIMARY KEY,
      daily_limit integer,
      exam text,
      exam_date date
    );
    CREATE TABLE review_mock_attempt (
      mock_attempt_id uuid PRIMARY KEY,
      mock_exam_id uuid NOT NULL,
      reader_id uuid NOT NULL,
      kind text NOT NULL,
      result_release text NOT NULL,
      submitted_at timestamptz
    );
    CREATE TABLE review_mock_question (
      mock_attempt_id uuid NOT NULL,
      question_id uuid NOT NULL,
      topic_id uuid NOT NULL,
      missed boolean NOT NULL,
      PRIMARY KEY (mock_attempt_id, question_id)
    );
    CREATE TABLE review_mock_exam (
      mock_exam_id uuid PRIMARY KEY,
      window_end timestamptz NOT NULL,
      closed_at timestamptz
    );
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE review_card, review_reader, review_mock_attempt, review_mock_question, review_mock_exam;`.execute(
    db,
  );
}
