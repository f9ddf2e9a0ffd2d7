import { Kysely, sql } from 'kysely';

/**
 * Payments (issue 17): the reader's paid period and trial end on user_account (the guard's one
 * query reads them), the billing module's payments, and the sandbox provider's own ledger (the
 * provider's records, not ours: what a real provider would keep on its side).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE user_account ADD COLUMN subscription_period_end timestamptz, ADD COLUMN trial_ends_at timestamptz;

    CREATE TABLE payment (
      payment_id uuid PRIMARY KEY,
      reader_id uuid NOT NULL,
      pricing_plan_id uuid NOT NULL,
      plan_name text NOT NULL,
      purpose text NOT NULL,
      payment_type text NOT NULL,
      amount_cents integer NOT NULL,
      gst_cents integer NOT NULL,
      currency text NOT NULL,
      status text NOT NULL,
      provider_payment_id text NOT NULL UNIQUE,
      initiated_at timestamptz NOT NULL,
      paid_at timestamptz,
      failure_reason text,
      refunded_cents integer NOT NULL DEFAULT 0,
      updated_at timestamptz NOT NULL
    );
    CREATE INDEX payment_by_reader ON payment (reader_id, initiated_at DESC);

    CREATE TABLE sandbox_payment_intent (
      provider_payment_id text PRIMARY KEY,
      idempotency_key text NOT NULL UNIQUE,
      amount_cents integer NOT NULL,
      currency text NOT NULL,
      payment_method_types text[] NOT NULL,
      metadata jsonb NOT NULL,
      status text NOT NULL,
      failure_reason text,
      captured_cents integer NOT NULL DEFAULT 0,
      refunded_cents integer NOT NULL DEFAULT 0,
      created_at timestamptz NOT NULL,
      updated_at timestamptz NOT NULL
    );
    CREATE TABLE sandbox_webhook (
      event_id text PRIMARY KEY,
      payload text NOT NULL,
      created_at timestamptz NOT NULL,
      delivered_at timestamptz,
      attempts integer NOT NULL DEFAULT 0
    );
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    DROP TABLE sandbox_webhook;
    DROP TABLE sandbox_payment_intent;
    DROP TABLE payment;
    ALTER TABLE user_account DROP COLUMN subscription_period_end, DROP COLUMN trial_ends_at;
  `.execute(db);
}
