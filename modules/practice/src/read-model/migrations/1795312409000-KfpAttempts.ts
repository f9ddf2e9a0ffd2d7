import { Kysely, sql } from 'kysely';

/** Readers' attempts at KFP cases (projection `practice`): the folded attempt as `document`. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE kfp_attempt (
      kfp_attempt_id uuid PRIMARY KEY,
      reader_id uuid NOT NULL,
      kfp_case_id uuid NOT NULL,
      topic_id uuid NOT NULL,
      document jsonb NOT NULL,
      started_at timestamptz NOT NULL
    );
    CREATE INDEX kfp_attempt_reader_case ON kfp_attempt (reader_id, kfp_case_id, started_at DESC);
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE kfp_attempt;`.execute(db);
}
