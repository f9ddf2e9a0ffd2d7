import { ContactUsMessages, type ContactMessage as ContactMessageView, type ContactMessageReceipt } from '@notebook/contracts';
import { type Actor, type AuthenticatedUser, Clock, CommandExecutor, NotFoundError, RateLimitedError, VISITOR_ACTOR, actorOf, newId } from '@notebook/kernel';
import { type ContactMessageCommand, contactMessageDecider } from './contact-message.decider';
import { contactMessageStream } from './contact-message.events';
import { ContactMessageRateLimiter } from './contact-message-rate-limiter';
import { ContactMessageQueries } from './contact-message.queries';

export type ContactMessage = { contactName: string; email: string; message: string };

/** Contact Us: anyone may send a message (limited per address); admins read them later. */
export class ContactUsService {
  constructor(
    private readonly executor: CommandExecutor,
    private readonly limiter: ContactMessageRateLimiter,
    private readonly queries: ContactMessageQueries,
    private readonly clock: Clock,
  ) {}

  async send(input: ContactMessage, sender: { user?: AuthenticatedUser; ip: string }): Promise<ContactMessageReceipt> {
    const admitted = await this.limiter.admit(sender.ip);
    if (!admitted.allowed) throw new RateLimitedError(ContactUsMessages.tooManyMessages, admitted.retryAfterSeconds);
    const contactMessageID = newId();
    const readerID = sender.user?.userType === 'READER' ? sender.user.userId : null;
    const actor = sender.user ? actorOf(sender.user) : VISITOR_ACTOR;
    await this.run(contactMessageID, { type: 'ReceiveContactMessage', data: { contactMessageID, ...input, readerID } }, actor);
    return { contactMessageID };
  }

  /** An admin read the message: it shows as Read (ACK) from now on. */
  async acknowledge(contactMessageID: string, admin: AuthenticatedUser): Promise<ContactMessageView> {
    await this.run(contactMessageID, { type: 'AcknowledgeContactMessage', data: { contactMessageID } }, actorOf(admin));
    const message = await this.queries.byID(contactMessageID);
    if (!message) throw new NotFoundError(ContactUsMessages.contactMessageNotFound, 'contactMessageID');
    return message;
  }

  private run(contactMessageID: string, command: ContactMessageCommand, actor: Actor) {
    return this.executor.execute({ streamName: contactMessageStream(contactMessageID), decider: contactMessageDecider, command, actor, occurredAt: this.clock.now() });
  }
}
