import type { ContentStatus, PlanPeriodUnit } from '@notebook/contracts';
import type { DomainEvent } from '@notebook/kernel';

/** What a plan is: everything an admin edits, recorded whole on every change (a small snapshot). */
export type PricingPlanTerms = {
  planName: string;
  description: string | null;
  priceCents: number;
  periodCount: number;
  periodUnit: PlanPeriodUnit;
  eligibleTopicIDs: string[];
};

export type PricingPlanAdded = DomainEvent<'PricingPlanAdded', PricingPlanTerms & { pricingPlanID: string; status: ContentStatus; displayOrder: number }>;
export type PricingPlanUpdated = DomainEvent<'PricingPlanUpdated', PricingPlanTerms & { pricingPlanID: string }>;
export type PricingPlanStatusChanged = DomainEvent<'PricingPlanStatusChanged', { pricingPlanID: string; status: ContentStatus }>;
export type PricingPlanEvent = PricingPlanAdded | PricingPlanUpdated | PricingPlanStatusChanged;

export const PricingPlanEventTypes = ['PricingPlanAdded', 'PricingPlanUpdated', 'PricingPlanStatusChanged'] as const satisfies ReadonlyArray<PricingPlanEvent['type']>;

export const pricingPlanStream = (pricingPlanID: string) => `pricingPlan-${pricingPlanID}`;
