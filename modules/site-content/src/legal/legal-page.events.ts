import { z } from 'zod';
import { LegalPageKeys } from '@notebook/contracts';
import { type EventOf, type EventTypeOf, type SameTypes, defineEvent } from '@notebook/kernel';

/** An admin saved the terms and conditions or the privacy policy: the page's whole text, sanitised rich text. */
export const LegalPageSaved = defineEvent(
  'LegalPageSaved',
  z.strictObject({ page: z.enum(LegalPageKeys), content: z.string() }),
);

export type LegalPageSaved = EventOf<typeof LegalPageSaved>;
export type LegalPageEvent = LegalPageSaved;

export const legalPageEventSchemas = [LegalPageSaved] as const;
const _everyLegalPageEventListed: SameTypes<EventTypeOf<typeof legalPageEventSchemas>, LegalPageEvent['type']> = true;
export const LegalPageEventTypes = legalPageEventSchemas.map((schema) => schema.type);

/** One stream per page. */
export const legalPageStream = (page: string) => `legalPage-${page}`;
