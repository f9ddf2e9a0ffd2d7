import { Kysely, sql } from 'kysely';

/** The payment provider's customer of each reader (Stripe's cus_…), kept by the Stripe gateway to charge saved cards (issue 17). */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE payment_customer (
      reader_id uuid NOT NULL,
      provider text NOT NULL,
      customer_id text NOT NULL,
      created_at timestamptz NOT NULL,
      PRIMARY KEY (reader_id, provider)
    );
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE payment_customer`.execute(db);
}
