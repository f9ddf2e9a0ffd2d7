import { z } from 'zod';
import { ContentStatus, WebinarCategoryType } from '@notebook/contracts';
import { type EventOf, type EventTypeOf, type SameTypes, defineEvent } from '@notebook/kernel';

const ofCategory = { webinarCategoryID: z.uuid() };
/** What an admin enters for a category; the code is one of the contracts' `WebinarCategoryCodes`. */
export const webinarCategoryFields = z.strictObject({
  categoryType: z.enum(WebinarCategoryType),
  categoryCode: z.string(),
  categoryName: z.string(),
  displayOrder: z.number().int(),
});
export type WebinarCategoryFields = z.infer<typeof webinarCategoryFields>;
const status = z.enum(ContentStatus);

export const WebinarCategoryAdded = defineEvent(
  'WebinarCategoryAdded',
  z.strictObject({ ...ofCategory, ...webinarCategoryFields.shape, status }),
);
export const WebinarCategoryUpdated = defineEvent(
  'WebinarCategoryUpdated',
  z.strictObject({ ...ofCategory, ...webinarCategoryFields.shape }),
);
export const WebinarCategoryStatusChanged = defineEvent(
  'WebinarCategoryStatusChanged',
  z.strictObject({ ...ofCategory, status }),
);

export type WebinarCategoryEvent =
  | EventOf<typeof WebinarCategoryAdded>
  | EventOf<typeof WebinarCategoryUpdated>
  | EventOf<typeof WebinarCategoryStatusChanged>;

export const webinarCategoryEventSchemas = [
  WebinarCategoryAdded,
  WebinarCategoryUpdated,
  WebinarCategoryStatusChanged,
] as const;
const _everyWebinarCategoryEventListed: SameTypes<
  EventTypeOf<typeof webinarCategoryEventSchemas>,
  WebinarCategoryEvent['type']
> = true;
export const WebinarCategoryEventTypes = webinarCategoryEventSchemas.map((schema) => schema.type);

export const webinarCategoryStream = (webinarCategoryID: string) => `webinarCategory-${webinarCategoryID}`;
