import { Kysely, sql } from 'kysely';

/** The RACGP exam sittings admins keep (projection `review-exam-sittings`); readers are offered the upcoming ones. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE review_exam_sitting (
      sitting_id uuid PRIMARY KEY,
      exam text NOT NULL,
      name text NOT NULL,
      exam_date date NOT NULL
    );
  `.execute(db);
  await sql`CREATE INDEX review_exam_sitting_date ON review_exam_sitting (exam_date, name);`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE review_exam_sitting;`.execute(db);
}
