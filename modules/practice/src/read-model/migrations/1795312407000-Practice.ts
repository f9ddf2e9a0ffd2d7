import { Kysely, sql } from 'kysely';

/**
 * Reader practice (projection `practice`): AKT sessions, and one row per question of a session for
 * the reader's history (faced, last answered wrong, flagged) and readiness.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE akt_session (
      akt_session_id uuid PRIMARY KEY,
      reader_id uuid NOT NULL,
      mode text NOT NULL,
      filter text NOT NULL,
      status text NOT NULL,
      no_of_questions integer NOT NULL,
      answered_count integer NOT NULL DEFAULT 0,
      marks integer NOT NULL DEFAULT 0,
      answered_out_of integer NOT NULL DEFAULT 0,
      out_of integer NOT NULL,
      score numeric(5, 2),
      document jsonb NOT NULL,
      created_at timestamptz NOT NULL,
      ended_at timestamptz
    );
    CREATE INDEX akt_session_reader ON akt_session (reader_id, created_at DESC);
    CREATE TABLE akt_session_question (
      akt_session_id uuid NOT NULL,
      akt_question_id uuid NOT NULL,
      reader_id uuid NOT NULL,
      topic_id uuid NOT NULL,
      question_no integer NOT NULL,
      answered boolean NOT NULL DEFAULT false,
      answer_status text,
      flagged boolean NOT NULL DEFAULT false,
      answered_at timestamptz,
      PRIMARY KEY (akt_session_id, akt_question_id)
    );
    CREATE INDEX akt_session_question_reader ON akt_session_question (reader_id, akt_question_id);
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE akt_session_question; DROP TABLE akt_session;`.execute(db);
}
