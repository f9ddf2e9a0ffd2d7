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
}

/** A topic a plan makes eligible: open to readers holding the plan (projection `pricing-plans`). */
export interface PricingPlanTopicTable {
  pricing_plan_id: string;
  topic_id: string;
}

export interface BillingTables {
  pricing_plan: PricingPlanTable;
  pricing_plan_topic: PricingPlanTopicTable;
}
