import { z } from 'zod';
import { SeoPageKeys } from '@notebook/contracts';
import { type EventOf, type EventTypeOf, type SameTypes, defineEvent } from '@notebook/kernel';

export const seoPageFields = z.strictObject({
  title: z.string(),
  description: z.string(),
  keywords: z.string().nullable(),
  imageURI: z.string().nullable(),
});
export type SeoPageFields = z.infer<typeof seoPageFields>;

/** An admin saved a public page's SEO (its title, description, keywords and share image), replacing what it had. */
export const SeoPageSaved = defineEvent(
  'SeoPageSaved',
  z.strictObject({ pageKey: z.enum(SeoPageKeys), ...seoPageFields.shape }),
);

export type SeoPageSaved = EventOf<typeof SeoPageSaved>;
export type SeoPageEvent = SeoPageSaved;

export const seoPageEventSchemas = [SeoPageSaved] as const;
const _everySeoPageEventListed: SameTypes<EventTypeOf<typeof seoPageEventSchemas>, SeoPageEvent['type']> = true;
export const SeoPageEventTypes = seoPageEventSchemas.map((schema) => schema.type);

/** One stream per page key. */
export const seoPageStream = (pageKey: string) => `seoPage-${pageKey}`;
