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
