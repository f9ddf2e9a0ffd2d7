import { Kysely, sql } from 'kysely';

/**
 * KFP(MSQ) practice sessions (projection `practice`): the AKT tables' shape, with points (numeric:
 * answer scores and penalties are not whole numbers) and the over-selection penalties beside them.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE msq_session (
      msq_session_id uuid PRIMARY KEY,
      reader_id uuid NOT NULL,
      mode text NOT NULL,
      filter text NOT NULL,
      status text NOT NULL,
      no_of_questions integer NOT NULL,
      answered_count integer NOT NULL DEFAULT 0,
      marks numeric NOT NULL DEFAULT 0,
      penalties numeric NOT NULL DEFAULT 0,
      score numeric(5, 2),
      document jsonb NOT NULL,
      questions jsonb NOT NULL,
      created_at timestamptz NOT NULL,
      ended_at timestamptz
    );
    CREATE INDEX msq_session_reader ON msq_session (reader_id, created_at DESC);
    CREATE TABLE msq_session_question (
      msq_session_id uuid NOT NULL,
      msq_question_id uuid NOT NULL,
      reader_id uuid NOT NULL,
      topic_id uuid NOT NULL,
      question_no integer NOT NULL,
      answered boolean NOT NULL DEFAULT false,
      answer_status text,
      flagged boolean NOT NULL DEFAULT false,
      answered_at timestamptz,
      PRIMARY KEY (msq_session_id, msq_question_id)
    );
    CREATE INDEX msq_session_question_reader ON msq_session_question (reader_id, msq_question_id);
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE msq_session_question; DROP TABLE msq_session;`.execute(db);
}
