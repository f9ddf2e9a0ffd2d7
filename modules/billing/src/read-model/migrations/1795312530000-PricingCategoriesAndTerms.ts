import { Kysely, sql } from 'kysely';

/**
 * Pricing categories (projection `pricing-categories`), the category a plan is filed under
 * (projection `pricing-plans`), and pricing terms (projection `pricing-terms`).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE pricing_category (
      pricing_category_id uuid PRIMARY KEY,
      category_name text NOT NULL,
      description text,
      status text NOT NULL,
      display_order integer NOT NULL,
      created_at timestamptz NOT NULL,
      updated_at timestamptz NOT NULL
    );
    CREATE TABLE pricing_term (
      pricing_term_id uuid PRIMARY KEY,
      title text NOT NULL,
      content text NOT NULL,
      status text NOT NULL,
      display_order integer NOT NULL,
      created_at timestamptz NOT NULL,
      updated_at timestamptz NOT NULL
    );
    ALTER TABLE pricing_plan ADD COLUMN pricing_category_id uuid;
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE pricing_plan DROP COLUMN pricing_category_id; DROP TABLE pricing_term; DROP TABLE pricing_category;`.execute(
    db,
  );
}
