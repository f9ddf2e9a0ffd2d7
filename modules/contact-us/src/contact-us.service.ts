import { type ContactMessage as ContactMessageView, type ContactMessageReceipt, Messages } from '@notebook/contracts';
import { type Actor, CommandExecutor, NotFoundError, RateLimitedError, newId } from '@notebook/kernel';
import { contactMessageCommands } from './contact-messages/contact-message.decider';
import { ContactMessageRateLimiter } from './contact-message-rate-limiter';
import { ContactMessageQueries } from './queries/contact-message.queries';

export type ContactMessage = { contactName: string; email: string; message: string };

/** Contact Us: anyone may send a message (limited per address); admins read them later. */
export class ContactUsService {
  constructor(
    private readonly executor: CommandExecutor,
    private readonly limiter: ContactMessageRateLimiter,
    private readonly queries: ContactMessageQueries,
  ) {}

  /** `sender.actor` is VISITOR_ACTOR when nobody is signed in; a reader's message keeps their id. */
  async send(input: ContactMessage, sender: { actor: Actor; ip: string }): Promise<ContactMessageReceipt> {
    const admitted = await this.limiter.admit(sender.ip);
    if (!admitted.allowed) throw new RateLimitedError(Messages.tooManyMessages, admitted.retryAfterSeconds);
    const contactMessageID = newId();
    const readerID = sender.actor.actorType === 'READER' ? sender.actor.actorId : null;
    await contactMessageCommands.handle(
      this.executor,
      contactMessageID,
      { type: 'ReceiveContactMessage', data: { contactMessageID, ...input, readerID } },
      sender.actor,
    );
    return { contactMessageID };
  }

  /** An admin read the message: it shows as Read (ACK) from now on. */
  async acknowledge(contactMessageID: string, admin: Actor): Promise<ContactMessageView> {
    await contactMessageCommands.handle(this.executor, contactMessageID, { type: 'AcknowledgeContactMessage', data: { contactMessageID } }, admin);
    const message = await this.queries.byID(contactMessageID);
    if (!message) throw new NotFoundError(Messages.contactMessageNotFound, 'contactMessageID');
    return message;
  }
}
