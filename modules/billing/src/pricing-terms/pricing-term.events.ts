import { z } from 'zod';
import { ContentStatus } from '@notebook/contracts';
import { type EventOf, type EventTypeOf, type SameTypes, defineEvent } from '@notebook/kernel';

/** `content` is rich text, sanitised by the decider before it is recorded. */
const termFields = { title: z.string(), content: z.string() };

export const PricingTermAdded = defineEvent(
  'PricingTermAdded',
  z.strictObject({ pricingTermID: z.uuid(), ...termFields, status: z.enum(ContentStatus) }),
);
export const PricingTermUpdated = defineEvent(
  'PricingTermUpdated',
  z.strictObject({ pricingTermID: z.uuid(), ...termFields }),
);
export const PricingTermStatusChanged = defineEvent(
  'PricingTermStatusChanged',
  z.strictObject({ pricingTermID: z.uuid(), status: z.enum(ContentStatus) }),
);
/** The order of every term, recorded on one stream (`PRICING_TERM_ORDER_STREAM`). */
export const PricingTermsReordered = defineEvent(
  'PricingTermsReordered',
  z.strictObject({ pricingTermIDs: z.array(z.uuid()) }),
);

export type PricingTermAdded = EventOf<typeof PricingTermAdded>;
export type PricingTermUpdated = EventOf<typeof PricingTermUpdated>;
export type PricingTermStatusChanged = EventOf<typeof PricingTermStatusChanged>;
export type PricingTermsReordered = EventOf<typeof PricingTermsReordered>;
export type PricingTermEvent = PricingTermAdded | PricingTermUpdated | PricingTermStatusChanged;

export const pricingTermEventSchemas = [
  PricingTermAdded,
  PricingTermUpdated,
  PricingTermStatusChanged,
  PricingTermsReordered,
] as const;
// Compile-time check: the list holds exactly the term events.
const _everyPricingTermEventListed: SameTypes<
  EventTypeOf<typeof pricingTermEventSchemas>,
  (PricingTermEvent | PricingTermsReordered)['type']
> = true;
export const PricingTermEventTypes = pricingTermEventSchemas.map((schema) => schema.type);

export const pricingTermStream = (pricingTermID: string) => `pricingTerm-${pricingTermID}`;
export const PRICING_TERM_ORDER_STREAM = 'pricingOrder-terms';
