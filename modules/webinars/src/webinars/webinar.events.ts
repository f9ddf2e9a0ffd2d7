import { z } from 'zod';
import { ContentStatus } from '@notebook/contracts';
import { type EventOf, type EventTypeOf, type SameTypes, defineEvent } from '@notebook/kernel';

const ofWebinar = { webinarID: z.uuid() };
/** What an admin enters for a webinar; `description` is always sanitised rich text (the decider sanitises it). */
export const webinarDetails = z.strictObject({
  webinarName: z.string(),
  webinarCategoryID: z.uuid(),
  presenter: z.string(),
  description: z.string().nullable(),
  startsAt: z.iso.datetime({ offset: true }),
  durationMinutes: z.number().int(),
  joinLink: z.string(),
  recordingLink: z.string().nullable(),
  bannerSlug: z.string().nullable(),
  /** Who may join (absent: every reader on a plan); recorded only when it names someone, so older events read the same. */
  audiencePricingPlanIDs: z.array(z.uuid()).optional(),
  audienceReaderGroupIDs: z.array(z.uuid()).optional(),
});
export type WebinarDetails = z.infer<typeof webinarDetails>;
const status = z.enum(ContentStatus);

/**
 * On an add, or an update that moves the start, when the admin asked to tell readers: the
 * notifications module's reactor sends a WEBINAR notification (to `audienceReaderGroupIDs` when named).
 * Absent otherwise, so older events stay valid. Not a field of the webinar.
 */
const notifyReaders = z.literal(true).optional();

export const WebinarAdded = defineEvent(
  'WebinarAdded',
  z.strictObject({ ...ofWebinar, ...webinarDetails.shape, status, notifyReaders }),
);
export const WebinarUpdated = defineEvent(
  'WebinarUpdated',
  z.strictObject({ ...ofWebinar, ...webinarDetails.shape, notifyReaders }),
);
export const WebinarStatusChanged = defineEvent('WebinarStatusChanged', z.strictObject({ ...ofWebinar, status }));

/** A PDF kept under its generated `resourceName` (the file is in the webinar PDF store), with its title. */
export const webinarResource = z.strictObject({
  resourceName: z.string(),
  title: z.string(),
  sizeBytes: z.number().int(),
  sha256: z.string(),
});
export type WebinarResourceFields = z.infer<typeof webinarResource>;
export const WebinarResourceAdded = defineEvent(
  'WebinarResourceAdded',
  z.strictObject({ ...ofWebinar, ...webinarResource.shape }),
);
export const WebinarResourceRemoved = defineEvent(
  'WebinarResourceRemoved',
  z.strictObject({ ...ofWebinar, resourceName: z.string() }),
);

export type WebinarAdded = EventOf<typeof WebinarAdded>;
export type WebinarItemEvent = WebinarAdded | EventOf<typeof WebinarUpdated> | EventOf<typeof WebinarStatusChanged>;
export type WebinarResourceEvent = EventOf<typeof WebinarResourceAdded> | EventOf<typeof WebinarResourceRemoved>;
export type WebinarEvent = WebinarItemEvent | WebinarResourceEvent;

export const webinarEventSchemas = [
  WebinarAdded,
  WebinarUpdated,
  WebinarStatusChanged,
  WebinarResourceAdded,
  WebinarResourceRemoved,
] as const;
const _everyWebinarEventListed: SameTypes<EventTypeOf<typeof webinarEventSchemas>, WebinarEvent['type']> = true;
export const WebinarEventTypes = webinarEventSchemas.map((schema) => schema.type);

export const webinarStream = (webinarID: string) => `webinar-${webinarID}`;
