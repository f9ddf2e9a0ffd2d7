import { Kysely, sql } from 'kysely';

/**
 * The sandbox provider's refunds, by idempotency key (a retried refund refunds once), and the refunds
 * admins asked for (projection `payments`).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE sandbox_refund (
      idempotency_key text PRIMARY KEY,
      provider_payment_id text NOT NULL,
      amount_cents integer NOT NULL,
      created_at timestamptz NOT NULL
    );
    CREATE TABLE payment_refund (
      refund_id uuid PRIMARY KEY,
      payment_id uuid NOT NULL,
      amount_cents integer NOT NULL,
      reason text NOT NULL,
      status text NOT NULL,
      failure_reason text,
      requested_at timestamptz NOT NULL,
      requested_by text NOT NULL
    );
    CREATE INDEX payment_refund_payment ON payment_refund (payment_id, requested_at);
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE payment_refund; DROP TABLE sandbox_refund;`.execute(db);
}
