import { z } from 'zod';
import { ContentStatus, PlanPeriodUnit } from '@notebook/contracts';
import { type EventOf, type EventTypeOf, type SameTypes, defineEvent } from '@notebook/kernel';

/** What a plan is: everything an admin edits, recorded whole on every change (a small snapshot). */
const pricingPlanTerms = z.strictObject({
  planName: z.string(),
  description: z.string().nullable(),
  priceCents: z.number().int().min(0),
  periodCount: z.number().int().positive(),
  periodUnit: z.enum(PlanPeriodUnit),
  eligibleTopicIDs: z.array(z.uuid()),
});
export type PricingPlanTerms = z.infer<typeof pricingPlanTerms>;

/**
 * Version 2: a new plan goes last in the list, placed by the projection in log order (as the catalog
 * places its items), so the event no longer carries the `displayOrder` version 1 read from the read model.
 */
export const PricingPlanAdded = defineEvent(
  'PricingPlanAdded',
  pricingPlanTerms.extend({ pricingPlanID: z.uuid(), status: z.enum(ContentStatus) }),
  {
    version: 2,
    upcast: {
      1: ({
        displayOrder: _placedByTheProjection,
        ...plan
      }: PricingPlanTerms & { pricingPlanID: string; status: ContentStatus; displayOrder: number }) => plan,
    },
  },
);
export const PricingPlanUpdated = defineEvent(
  'PricingPlanUpdated',
  pricingPlanTerms.extend({ pricingPlanID: z.uuid() }),
);
export const PricingPlanStatusChanged = defineEvent(
  'PricingPlanStatusChanged',
  z.strictObject({ pricingPlanID: z.uuid(), status: z.enum(ContentStatus) }),
);
/** The plan filed under a pricing category, or under none (null). */
export const PricingPlanCategorised = defineEvent(
  'PricingPlanCategorised',
  z.strictObject({ pricingPlanID: z.uuid(), pricingCategoryID: z.uuid().nullable() }),
);

export type PricingPlanAdded = EventOf<typeof PricingPlanAdded>;
export type PricingPlanUpdated = EventOf<typeof PricingPlanUpdated>;
export type PricingPlanStatusChanged = EventOf<typeof PricingPlanStatusChanged>;
export type PricingPlanCategorised = EventOf<typeof PricingPlanCategorised>;
export type PricingPlanEvent =
  PricingPlanAdded | PricingPlanUpdated | PricingPlanStatusChanged | PricingPlanCategorised;

export const PricingPlanEventTypes = [
  'PricingPlanAdded',
  'PricingPlanUpdated',
  'PricingPlanStatusChanged',
  'PricingPlanCategorised',
] as const satisfies ReadonlyArray<PricingPlanEvent['type']>;

export const pricingPlanEventSchemas = [
  PricingPlanAdded,
  PricingPlanUpdated,
  PricingPlanStatusChanged,
  PricingPlanCategorised,
] as const;
// Compile-time check: the list holds exactly the pricing plan's event types.
const _everyPricingPlanEventListed: SameTypes<
  EventTypeOf<typeof pricingPlanEventSchemas>,
  PricingPlanEvent['type']
> = true;

export const pricingPlanStream = (pricingPlanID: string) => `pricingPlan-${pricingPlanID}`;
