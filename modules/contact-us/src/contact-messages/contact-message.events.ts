import { z } from 'zod';
import { type EventOf, type EventTypeOf, type SameTypes, defineEvent } from '@notebook/kernel';

/** A message sent through the Contact Us form; readerID when a signed-in reader sent it. */
export const ContactMessageReceived = defineEvent(
  'ContactMessageReceived',
  z.strictObject({
    contactMessageID: z.uuid(),
    contactName: z.string(),
    email: z.string(),
    message: z.string(),
    readerID: z.uuid().nullable(),
  }),
);

/** An admin read the message (ACK). */
export const ContactMessageAcknowledged = defineEvent(
  'ContactMessageAcknowledged',
  z.strictObject({ contactMessageID: z.uuid() }),
);

export type ContactMessageReceived = EventOf<typeof ContactMessageReceived>;
export type ContactMessageAcknowledged = EventOf<typeof ContactMessageAcknowledged>;
export type ContactMessageEvent = ContactMessageReceived | ContactMessageAcknowledged;

export const ContactMessageEventTypes = [
  'ContactMessageReceived',
  'ContactMessageAcknowledged',
] as const satisfies ReadonlyArray<ContactMessageEvent['type']>;

/** Every event the contact-us module records, with its schema; the composition roots register this list. */
export const contactUsEventSchemas = [ContactMessageReceived, ContactMessageAcknowledged] as const;
// Compile-time check: the list holds exactly the module's event types.
const _everyContactUsEventListed: SameTypes<
  EventTypeOf<typeof contactUsEventSchemas>,
  ContactMessageEvent['type']
> = true;

export const contactMessageStream = (contactMessageID: string) => `contactMessage-${contactMessageID}`;
