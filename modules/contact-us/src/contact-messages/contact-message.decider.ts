import { Messages } from '@notebook/contracts';
import { Decider, NotFoundError, commandHandler } from '@notebook/kernel';
import { type ContactMessageEvent, type ContactMessageReceived, contactMessageStream } from './contact-message.events';

export type ContactMessageState = { received: boolean; acknowledged: boolean };
export type ContactMessageCommand =
  | { type: 'ReceiveContactMessage'; data: ContactMessageReceived['data'] }
  | { type: 'AcknowledgeContactMessage'; data: { contactMessageID: string } };

/**
 * One stream per message. Receiving the same message id again records nothing, so a retried
 * request never stores a message twice; acknowledging a read message again records nothing either.
 */
export const contactMessageDecider: Decider<ContactMessageState, ContactMessageCommand, ContactMessageEvent> = {
  initialState: () => ({ received: false, acknowledged: false }),
  evolve(state, event) {
    switch (event.type) {
      case 'ContactMessageReceived':
        return { ...state, received: true };
      case 'ContactMessageAcknowledged':
        return { ...state, acknowledged: true };
    }
  },
  decide(command, state) {
    if (command.type === 'ReceiveContactMessage')
      return state.received ? [] : [{ type: 'ContactMessageReceived', data: command.data }];
    if (!state.received) throw new NotFoundError(Messages.contactMessageNotFound, 'contactMessageID');
    return state.acknowledged ? [] : [{ type: 'ContactMessageAcknowledged', data: command.data }];
  },
};

export const contactMessageCommands = commandHandler({
  decider: contactMessageDecider,
  streamName: contactMessageStream,
});
