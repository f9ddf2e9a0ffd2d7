import { Decider } from '@notebook/kernel';
import type { ContactMessageEvent, ContactMessageReceived } from './contact-message.events';

export type ContactMessageState = { received: boolean };
export type ContactMessageCommand = { type: 'ReceiveContactMessage'; data: ContactMessageReceived['data'] };

/**
 * One stream per message. Receiving the same message id again records nothing, so a retried
 * request never stores a message twice.
 */
export const contactMessageDecider: Decider<ContactMessageState, ContactMessageCommand, ContactMessageEvent> = {
  initialState: () => ({ received: false }),
  evolve: (_state, event) => (event.type === 'ContactMessageReceived' ? { received: true } : _state),
  decide: (command, state) => (state.received ? [] : [{ type: 'ContactMessageReceived', data: command.data }]),
};
