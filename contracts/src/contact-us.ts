import { z } from 'zod';
import { emailField, entityId, pageRequest, requiredText } from './fields';

/**
 * Contact us (spec section 4 "Contact Us modal" and "Public footer", section 5 contact form,
 * section 7 public/saveContactUs). Anyone may send a message; admins read them later at
 * /admin/contact-us (ACK = read, NAK = not read).
 */
export const CONTACT_NAME_MAX = 255;
export const CONTACT_MESSAGE_MAX = 500;

export const ContactMessageStatus = ['ACK', 'NAK'] as const;
export type ContactMessageStatus = (typeof ContactMessageStatus)[number];

/** POST public/saveContactUs. A sent messageStatus is accepted for the spec's payload but every new message is NAK. */
export const saveContactUsRequest = z.object({
  contactName: requiredText(CONTACT_NAME_MAX),
  email: emailField,
  message: requiredText(CONTACT_MESSAGE_MAX),
  messageStatus: z.enum(ContactMessageStatus).optional(),
});
export type SaveContactUsRequest = z.input<typeof saveContactUsRequest>;

/** What saveContactUs answers (with the toast 'Thank you for contacting us.'). */
export type ContactMessageReceipt = { contactMessageID: string };

/** POST adminContactUs/getPagedContactMessages: newest first, 20 a page; a status filters (ACK read, NAK not read). */
export const contactMessagesPageRequest = pageRequest.extend({
  messageStatus: z.enum(ContactMessageStatus).optional(),
});
export type ContactMessagesPageRequest = z.input<typeof contactMessagesPageRequest>;

/** POST adminContactUs/acknowledgeContactMessage: marks a message read ('Successfully updated'). */
export const acknowledgeContactMessageRequest = z.object({ contactMessageID: entityId });
export type AcknowledgeContactMessageRequest = z.input<typeof acknowledgeContactMessageRequest>;

/** A message as admins see it. */
export type ContactMessage = {
  contactMessageID: string;
  contactName: string;
  email: string;
  message: string;
  messageStatus: ContactMessageStatus;
  /** Set when a signed-in reader sent it. */
  readerID: string | null;
  receivedAt: string;
  acknowledgedAt: string | null;
};
