import { Kysely, sql } from 'kysely';

/**
 * Mock exams (projection `mock-exams`): the exams with their state for the lists, and one row per
 * reader's attempt with its totals (for the reader's list, the admin's results and percentiles).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE mock_exam (
      mock_exam_id uuid PRIMARY KEY,
      mock_exam_type text NOT NULL,
      mock_exam_name text NOT NULL,
      status text NOT NULL,
      window_start timestamptz NOT NULL,
      window_end timestamptz NOT NULL,
      no_of_questions integer NOT NULL,
      document jsonb NOT NULL,
      updated_at timestamptz NOT NULL
    );
    CREATE INDEX mock_exam_list ON mock_exam (mock_exam_type, window_start DESC);
    CREATE TABLE mock_attempt (
      mock_attempt_id uuid PRIMARY KEY,
      mock_exam_id uuid NOT NULL,
      reader_id uuid NOT NULL,
      status text NOT NULL,
      started_at timestamptz NOT NULL,
      deadline timestamptz NOT NULL,
      submitted_at timestamptz,
      score numeric,
      marks numeric,
      penalties numeric,
      out_of numeric,
      document jsonb NOT NULL,
      UNIQUE (mock_exam_id, reader_id)
    );
    CREATE INDEX mock_attempt_reader ON mock_attempt (reader_id);
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE mock_attempt; DROP TABLE mock_exam;`.execute(db);
}
