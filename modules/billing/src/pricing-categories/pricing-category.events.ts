import { z } from 'zod';
import { ContentStatus } from '@notebook/contracts';
import { type EventOf, type EventTypeOf, type SameTypes, defineEvent } from '@notebook/kernel';

const categoryFields = { categoryName: z.string(), description: z.string().nullable() };

export const PricingCategoryAdded = defineEvent(
  'PricingCategoryAdded',
  z.strictObject({ pricingCategoryID: z.uuid(), ...categoryFields, status: z.enum(ContentStatus) }),
);
export const PricingCategoryUpdated = defineEvent(
  'PricingCategoryUpdated',
  z.strictObject({ pricingCategoryID: z.uuid(), ...categoryFields }),
);
export const PricingCategoryStatusChanged = defineEvent(
  'PricingCategoryStatusChanged',
  z.strictObject({ pricingCategoryID: z.uuid(), status: z.enum(ContentStatus) }),
);
/** The order of every category, recorded on one stream (`PRICING_CATEGORY_ORDER_STREAM`). */
export const PricingCategoriesReordered = defineEvent(
  'PricingCategoriesReordered',
  z.strictObject({ pricingCategoryIDs: z.array(z.uuid()) }),
);

export type PricingCategoryAdded = EventOf<typeof PricingCategoryAdded>;
export type PricingCategoryUpdated = EventOf<typeof PricingCategoryUpdated>;
export type PricingCategoryStatusChanged = EventOf<typeof PricingCategoryStatusChanged>;
export type PricingCategoriesReordered = EventOf<typeof PricingCategoriesReordered>;
export type PricingCategoryEvent = PricingCategoryAdded | PricingCategoryUpdated | PricingCategoryStatusChanged;

export const pricingCategoryEventSchemas = [
  PricingCategoryAdded,
  PricingCategoryUpdated,
  PricingCategoryStatusChanged,
  PricingCategoriesReordered,
] as const;
// Compile-time check: the list holds exactly the category events.
const _everyPricingCategoryEventListed: SameTypes<
  EventTypeOf<typeof pricingCategoryEventSchemas>,
  (PricingCategoryEvent | PricingCategoriesReordered)['type']
> = true;
export const PricingCategoryEventTypes = pricingCategoryEventSchemas.map((schema) => schema.type);

export const pricingCategoryStream = (pricingCategoryID: string) => `pricingCategory-${pricingCategoryID}`;
export const PRICING_CATEGORY_ORDER_STREAM = 'pricingOrder-categories';
