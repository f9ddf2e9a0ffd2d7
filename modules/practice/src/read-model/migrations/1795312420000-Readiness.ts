import { Kysely, sql } from 'kysely';

/**
 * Readiness (projection `readiness`): one row per question a reader met in a practice session or
 * KFP attempt, with its mark once the reader was shown it (`revealed`). Accuracy per topic and
 * chapter, the 30-day trend and the share of readers who got a question right are read from here.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE readiness_answer (
      source text NOT NULL,
      session_id uuid NOT NULL,
      question_id uuid NOT NULL,
      reader_id uuid NOT NULL,
      topic_id uuid NOT NULL,
      revealed_on_answer boolean NOT NULL,
      revealed boolean NOT NULL DEFAULT false,
      marks numeric,
      out_of numeric,
      answered_at timestamptz,
      PRIMARY KEY (source, session_id, question_id)
    );
    CREATE INDEX readiness_answer_reader ON readiness_answer (reader_id, answered_at) WHERE revealed AND marks IS NOT NULL;
    CREATE INDEX readiness_answer_question ON readiness_answer (source, question_id) WHERE revealed AND marks IS NOT NULL;
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE readiness_answer;`.execute(db);
}
