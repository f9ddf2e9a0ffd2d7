import { Kysely, sql } from 'kysely';

/**
 * Exam-mode practice sessions and each question's last answer in them (the review-card-jobs reactor):
 * an exam-mode choice may change until the session ends, so its misses become cards only then.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE review_exam_session (
      session_id uuid PRIMARY KEY,
      reader_id uuid NOT NULL,
      kind text NOT NULL
    );
    CREATE TABLE review_exam_answer (
      session_id uuid NOT NULL REFERENCES review_exam_session (session_id) ON DELETE CASCADE,
      question_id uuid NOT NULL,
      missed boolean NOT NULL,
      PRIMARY KEY (session_id, question_id)
    );
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE review_exam_answer; DROP TABLE review_exam_session;`.execute(db);
}
