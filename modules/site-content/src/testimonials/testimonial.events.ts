import { z } from 'zod';
import { ContentStatus, TestimonialColours } from '@notebook/contracts';
import { type EventOf, type EventTypeOf, type SameTypes, defineEvent } from '@notebook/kernel';

/** What an admin enters for a testimonial (the texts plain, trimmed and checked by the contract). */
export const testimonialFields = z.strictObject({
  authorName: z.string(),
  authorRole: z.string().nullable(),
  text: z.string(),
  colour: z.enum(TestimonialColours),
  /** An uploaded image (`/uploads/images/…`, bare), or null; absent in the first events, which had no photo. */
  photoURI: z.string().startsWith('/uploads/images/').nullable().optional(),
  displayOrder: z.number().int(),
  status: z.enum(ContentStatus),
});
export type TestimonialFields = z.infer<typeof testimonialFields>;

/** A new testimonial, with all its fields. */
export const TestimonialAdded = defineEvent(
  'TestimonialAdded',
  z.strictObject({ testimonialID: z.uuid(), ...testimonialFields.shape }),
);
/** An admin saved the testimonial's form: the fields as they now are. */
export const TestimonialUpdated = defineEvent(
  'TestimonialUpdated',
  z.strictObject({ testimonialID: z.uuid(), ...testimonialFields.shape }),
);

export type TestimonialAdded = EventOf<typeof TestimonialAdded>;
export type TestimonialUpdated = EventOf<typeof TestimonialUpdated>;
export type TestimonialEvent = TestimonialAdded | TestimonialUpdated;

export const testimonialEventSchemas = [TestimonialAdded, TestimonialUpdated] as const;
const _everyTestimonialEventListed: SameTypes<
  EventTypeOf<typeof testimonialEventSchemas>,
  TestimonialEvent['type']
> = true;
export const TestimonialEventTypes = testimonialEventSchemas.map((schema) => schema.type);

export const testimonialStream = (testimonialID: string) => `testimonial-${testimonialID}`;
