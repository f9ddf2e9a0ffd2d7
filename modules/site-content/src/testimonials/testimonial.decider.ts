import { Messages } from '@notebook/contracts';
import { type Decider, assertCreatable, assertExists, commandHandler } from '@notebook/kernel';
import { type TestimonialEvent, type TestimonialFields, testimonialStream } from './testimonial.events';

export type TestimonialState = { exists: false } | { exists: true; fields: TestimonialFields };
export type TestimonialCommand =
  | { type: 'AddTestimonial'; data: { testimonialID: string; fields: TestimonialFields } }
  | { type: 'UpdateTestimonial'; data: { testimonialID: string; fields: TestimonialFields } };

const sameFields = (a: TestimonialFields, b: TestimonialFields) =>
  (Object.keys(a) as (keyof TestimonialFields)[]).every((key) => a[key] === b[key]);

/**
 * One stream per testimonial. Adding one that exists is a 409; updating one that does not is a 404;
 * saving an untouched form records nothing.
 */
export const testimonialDecider: Decider<TestimonialState, TestimonialCommand, TestimonialEvent> = {
  initialState: () => ({ exists: false }),
  evolve(_state, event) {
    const { testimonialID: _id, ...fields } = event.data;
    return { exists: true, fields };
  },
  decide(command, state) {
    const { testimonialID, fields } = command.data;
    if (command.type === 'AddTestimonial') {
      assertCreatable(state, 'testimonial');
      return [{ type: 'TestimonialAdded', data: { testimonialID, ...fields } }];
    }
    assertExists(state, Messages.testimonialNotFound, 'testimonialID');
    if (sameFields(state.fields, fields)) return [];
    return [{ type: 'TestimonialUpdated', data: { testimonialID, ...fields } }];
  },
};

export const testimonialCommands = commandHandler({ decider: testimonialDecider, streamName: testimonialStream });
