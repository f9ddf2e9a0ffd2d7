import { type ContactMessage as ContactMessageView, type ContactMessageReceipt, Messages } from '@notebook/contracts';
import {
  type Actor,
  CommandExecutor,
  NotFoundError,
  RateLimitedError,
  RateLimiter,
  type RateRule,
  newId,
} from '@notebook/kernel';
import { contactMessageCommands } from './contact-messages/contact-message.decider';
import { ContactMessageQueries } from './queries/contact-message.queries';

export type ContactMessage = { contactName: string; email: string; message: string };

/** Contact Us: anyone may send a message (limited per address); admins read them later. */
export class ContactUsService {
  constructor(
    private readonly executor: CommandExecutor,
    private readonly limiter: RateLimiter,
    /** Messages one address may send in a window. */
    private readonly perAddress: RateRule,
    private readonly queries: ContactMessageQueries,
  ) {}

  /** `sender.actor` is VISITOR_ACTOR when nobody is signed in; a reader's message keeps their id. */
  async send(input: ContactMessage, sender: { actor: Actor; ip: string }): Promise<ContactMessageReceipt> {
    const admitted = await this.limiter.hit('contact', sender.ip, this.perAddress);
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
    await contactMessageCommands.handle(
      this.executor,
      contactMessageID,
      { type: 'AcknowledgeContactMessage', data: { contactMessageID } },
      admin,
    );
    const message = await this.queries.byID(contactMessageID);
    if (!message) throw new NotFoundError(Messages.contactMessageNotFound, 'contactMessageID');
    return message;
  }
}
