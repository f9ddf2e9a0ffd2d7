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
});
export type WebinarDetails = z.infer<typeof webinarDetails>;
const status = z.enum(ContentStatus);

export const WebinarAdded = defineEvent(
  'WebinarAdded',
  z.strictObject({ ...ofWebinar, ...webinarDetails.shape, status }),
);
export const WebinarUpdated = defineEvent('WebinarUpdated', z.strictObject({ ...ofWebinar, ...webinarDetails.shape }));
export const WebinarStatusChanged = defineEvent('WebinarStatusChanged', z.strictObject({ ...ofWebinar, status }));

export type WebinarAdded = EventOf<typeof WebinarAdded>;
export type WebinarEvent = WebinarAdded | EventOf<typeof WebinarUpdated> | EventOf<typeof WebinarStatusChanged>;

export const webinarEventSchemas = [WebinarAdded, WebinarUpdated, WebinarStatusChanged] as const;
const _everyWebinarEventListed: SameTypes<EventTypeOf<typeof webinarEventSchemas>, WebinarEvent['type']> = true;
export const WebinarEventTypes = webinarEventSchemas.map((schema) => schema.type);

export const webinarStream = (webinarID: string) => `webinar-${webinarID}`;
