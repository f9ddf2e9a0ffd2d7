import type { Kysely } from 'kysely';
import type { ContactMessage, ContactMessageStatus, Paged } from '@notebook/contracts';
import { pagedRows } from '@notebook/kernel';
import type { Database } from '@notebook/read-models';

type Row = Database['contact_message'];

const toContactMessage = (row: Row): ContactMessage => ({
  contactMessageID: row.contact_message_id,
  contactName: row.contact_name,
  email: row.email,
  message: row.message,
  messageStatus: row.message_status,
  readerID: row.reader_id,
  receivedAt: row.received_at.toISOString(),
  acknowledgedAt: row.acknowledged_at?.toISOString() ?? null,
});

/** The admins' contact-us list, from the contact-messages read model. */
export class ContactMessageQueries {
  constructor(private readonly db: Kysely<Database>) {}

  async page(request: {
    page: number;
    rows: number;
    messageStatus?: ContactMessageStatus;
  }): Promise<Paged<ContactMessage>> {
    let query = this.db.selectFrom('contact_message');
    if (request.messageStatus) query = query.where('message_status', '=', request.messageStatus);
    const ordered = (filtered: typeof query) =>
      filtered.selectAll().orderBy('received_at', 'desc').orderBy('contact_message_id', 'desc');
    return pagedRows(query, ordered, request, toContactMessage);
  }

  async byID(contactMessageID: string): Promise<ContactMessage | undefined> {
    const row = await this.db
      .selectFrom('contact_message')
      .selectAll()
      .where('contact_message_id', '=', contactMessageID)
      .executeTakeFirst();
    return row && toContactMessage(row);
  }
}
