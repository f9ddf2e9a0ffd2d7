import { Kysely, sql } from 'kysely';

/**
 * Pricing plans and the topics each makes eligible (projection `pricing-plans`), and the plan a
 * reader holds (projection `identity`, next to the subscription status it already keeps).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE pricing_plan (
      pricing_plan_id uuid PRIMARY KEY,
      plan_name text NOT NULL,
      description text,
      price_cents integer NOT NULL,
      period_count integer NOT NULL,
      period_unit text NOT NULL,
      status text NOT NULL,
      display_order integer NOT NULL,
      created_at timestamptz NOT NULL,
      updated_at timestamptz NOT NULL
    );
    CREATE TABLE pricing_plan_topic (
      pricing_plan_id uuid NOT NULL,
      topic_id uuid NOT NULL,
      PRIMARY KEY (pricing_plan_id, topic_id)
    );
    ALTER TABLE user_account ADD COLUMN pricing_plan_id uuid;
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE user_account DROP COLUMN pricing_plan_id; DROP TABLE pricing_plan_topic; DROP TABLE pricing_plan;`.execute(
    db,
  );
}
