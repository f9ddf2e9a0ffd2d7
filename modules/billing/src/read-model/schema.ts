import type { ColumnType } from 'kysely';

/**
 * The read model this module keeps: its tables as Kysely sees them. The augmentation adds them to the
 * application's one `Database` type; only this module's queries and projections may name them (modules.shape).
 */
declare module '@notebook/read-models' {
  interface Database extends BillingTables {}
}

/** A pricing plan (projection `pricing-plans`). */
export interface PricingPlanTable {
  pricing_plan_id: string;
  plan_name: string;
  description: string | null;
  price_cents: number;
  period_count: number;
  period_unit: 'DAY' | 'MONTH' | 'HOUR' | 'MINUTE';
  status: 'ACT' | 'INA';
  display_order: number;
  created_at: Date;
  updated_at: Date;
  pricing_category_id: ColumnType<string | null, string | null | undefined, string | null>;
}

/** A refund an admin asked for (projection `payments`); `requested_by` is the admin's name. */
export interface PaymentRefundTable {
  refund_id: string;
  payment_id: string;
  amount_cents: number;
  reason: string;
  status: 'REQUESTED' | 'SENT' | 'FAILED';
  failure_reason: string | null;
  requested_at: Date;
  requested_by: string;
}

/** The sandbox provider's refunds by idempotency key (its own ledger, not a projection). */
export interface SandboxRefundTable {
  idempotency_key: string;
  provider_payment_id: string;
  amount_cents: number;
  created_at: Date;
}

/** A category plans are filed under (projection `pricing-categories`). */
export interface PricingCategoryTable {
  pricing_category_id: string;
  category_name: string;
  description: string | null;
  status: 'ACT' | 'INA';
  display_order: number;
  created_at: Date;
  updated_at: Date;
}

/** A term readers accept before paying (projection `pricing-terms`); `content` is sanitised rich text. */
export interface PricingTermTable {
  pricing_term_id: string;
  title: string;
  content: string;
  status: 'ACT' | 'INA';
  display_order: number;
  created_at: Date;
  updated_at: Date;
}

/** A topic a plan makes eligible: open to readers holding the plan (projection `pricing-plans`). */
export interface PricingPlanTopicTable {
  pricing_plan_id: string;
  topic_id: string;
}

/** A reader's payment (projection `payments`). Amounts in whole cents, AUD, GST inclusive. */
export interface PaymentTable {
  payment_id: string;
  reader_id: string;
  pricing_plan_id: string;
  plan_name: string;
  purpose: 'SUBSCRIPTION' | 'RENEWAL' | 'UPGRADE';
  payment_type: 'CARD' | 'AFTERPAY_CLEARPAY';
  amount_cents: number;
  gst_cents: number;
  currency: string;
  status: 'INITIATED' | 'SUCCEEDED' | 'FAILED' | 'REFUNDED';
  provider_payment_id: string;
  initiated_at: Date;
  paid_at: Date | null;
  failure_reason: string | null;
  refunded_cents: ColumnType<number, number | undefined, number>;
  updated_at: Date;
}

/** The sandbox provider's payment intents: its ledger, kept on its side as a real provider's would be. */
export interface SandboxPaymentIntentTable {
  provider_payment_id: string;
  idempotency_key: string;
  amount_cents: number;
  currency: string;
  payment_method_types: string[];
  metadata: ColumnType<Record<string, string>, string, string>;
  status: 'requires_payment_method' | 'requires_action' | 'succeeded' | 'canceled';
  failure_reason: string | null;
  captured_cents: ColumnType<number, number | undefined, number>;
  refunded_cents: ColumnType<number, number | undefined, number>;
  created_at: Date;
  updated_at: Date;
}

/** The sandbox provider's webhooks: each kept until our endpoint answered 2xx. */
export interface SandboxWebhookTable {
  event_id: string;
  payload: string;
  created_at: Date;
  delivered_at: Date | null;
  attempts: ColumnType<number, number | undefined, number>;
}

/** The sandbox provider's saved card of a customer (the last card that paid with saving asked). */
export interface SandboxCustomerTable {
  customer_ref: string;
  card: string;
  saved_at: Date;
}

/** The provider's customer of a reader (the Stripe gateway's). */
export interface PaymentCustomerTable {
  reader_id: string;
  provider: string;
  customer_id: string;
  created_at: Date;
}

export interface BillingTables {
  pricing_plan: PricingPlanTable;
  pricing_plan_topic: PricingPlanTopicTable;
  pricing_category: PricingCategoryTable;
  payment_refund: PaymentRefundTable;
  sandbox_refund: SandboxRefundTable;
  pricing_term: PricingTermTable;
  payment: PaymentTable;
  sandbox_payment_intent: SandboxPaymentIntentTable;
  sandbox_webhook: SandboxWebhookTable;
  sandbox_customer: SandboxCustomerTable;
  payment_customer: PaymentCustomerTable;
}
