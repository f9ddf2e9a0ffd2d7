import { Kysely, sql } from 'kysely';

/** The sandbox provider's saved cards, one per customer (our reader), for renewals charged off-session (issue 17). */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE sandbox_customer (
      customer_ref text PRIMARY KEY,
      card text NOT NULL,
      saved_at timestamptz NOT NULL
    );
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE sandbox_customer`.execute(db);
}
