import { z } from 'zod';
import { type EventOf, type EventTypeOf, type SameTypes, defineEvent } from '@notebook/kernel';

/** The statistics image (the pass-rate infographic on the public home page) was uploaded or replaced. */
export const StatisticsImageUploaded = defineEvent(
  'StatisticsImageUploaded',
  z.strictObject({ imageURI: z.string().startsWith('/uploads/images/') }),
);

export type StatisticsImageUploaded = EventOf<typeof StatisticsImageUploaded>;
export type StatisticsImageEvent = StatisticsImageUploaded;

export const statisticsImageEventSchemas = [StatisticsImageUploaded] as const;
const _everyStatisticsImageEventListed: SameTypes<
  EventTypeOf<typeof statisticsImageEventSchemas>,
  StatisticsImageEvent['type']
> = true;
export const StatisticsImageEventTypes = statisticsImageEventSchemas.map((schema) => schema.type);

/** One stream: there is one statistics image at a time. */
export const statisticsImageStream = (_id: void) => 'siteContent-statisticsImage';
