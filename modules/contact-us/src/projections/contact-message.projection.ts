import { sql } from 'kysely';
import { occurredAt } from '@notebook/kernel';
import type { Projection } from '@notebook/read-models';
import { type ContactMessageEvent, ContactMessageEventTypes } from '../contact-messages/contact-message.events';

/** contact_message: what visitors and readers sent, for the admins' contact-us list (NAK until read). */
export const contactMessageProjection: Projection<ContactMessageEvent> = {
  name: 'contact-messages',
  version: 1,
  canHandle: [...ContactMessageEventTypes],
  tables: ['contact_message'],
  async handle(events, trx) {
    for (const event of events) {
      if (event.type === 'ContactMessageReceived') {
        const d = event.data;
        await sql`INSERT INTO contact_message (contact_message_id, contact_name, email, message, message_status, reader_id, received_at)
          VALUES (${d.contactMessageID}, ${d.contactName}, ${d.email}, ${d.message}, 'NAK', ${d.readerID}, ${occurredAt(event)})
          ON CONFLICT (contact_message_id) DO NOTHING`.execute(trx);
      } else {
        await trx
          .updateTable('contact_message')
          .set({
            message_status: 'ACK',
            acknowledged_at: occurredAt(event),
            acknowledged_by: event.metadata.actorId ?? null,
          })
          .where('contact_message_id', '=', event.data.contactMessageID)
          .execute();
      }
    }
  },
};
