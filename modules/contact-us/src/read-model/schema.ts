/**
 * The read model this module keeps: its tables as Kysely sees them. The augmentation adds them to the
 * application's one `Database` type; only this module's queries and projections may name them (modules.shape).
 */
declare module '@notebook/read-models' {
  interface Database extends ContactUsTables {}
}

/** A Contact Us message (projection `contact-messages`); ACK = read, NAK = not read. */
export interface ContactMessageTable {
  contact_message_id: string;
  contact_name: string;
  email: string;
  message: string;
  message_status: 'ACK' | 'NAK';
  reader_id: string | null;
  received_at: Date;
  acknowledged_at: Date | null;
  /** The admin who read it (actor id). */
  acknowledged_by: string | null;
}

export interface ContactUsTables {
  contact_message: ContactMessageTable;
}
