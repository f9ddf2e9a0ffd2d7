import { sql } from 'kysely';
import { occurredAt } from '@notebook/kernel';
import type { Projection } from '@notebook/read-models';
import type { ContactMessageAcknowledged, ContactMessageReceived } from './report-events';

/** CONTACT_MESSAGES: when each message came in and when an admin first read it (handled). */
export const contactReportProjection: Projection<ContactMessageReceived | ContactMessageAcknowledged> = {
  name: 'report-contact-messages',
  version: 1,
  canHandle: ['ContactMessageReceived', 'ContactMessageAcknowledged'],
  tables: ['report_contact_message'],
  async handle(events, trx) {
    for (const event of events) {
      if (event.type === 'ContactMessageReceived') {
        await sql`INSERT INTO report_contact_message (contact_message_id, received_at)
          VALUES (${event.data.contactMessageID}, ${occurredAt(event)}) ON CONFLICT DO NOTHING`.execute(trx);
      } else {
        await sql`UPDATE report_contact_message SET acknowledged_at = ${occurredAt(event)}
          WHERE contact_message_id = ${event.data.contactMessageID} AND acknowledged_at IS NULL`.execute(trx);
      }
    }
  },
};
