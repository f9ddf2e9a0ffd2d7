import { NotFoundError } from '@notebook/kernel';
import { contactMessageDecider } from './contact-messages/contact-message.decider';
import type { ContactMessageReceived } from './contact-messages/contact-message.events';

const data: ContactMessageReceived['data'] = {
  contactMessageID: '0190a0b0-0000-7000-8000-000000000001',
  contactName: 'Nguyen',
  email: 'dr.nguyen@example.com',
  message: 'Does the 6-month plan include the mock exams?',
  readerID: null,
};

describe('contact message', () => {
  test('given no message, when it is received, then ContactMessageReceived is recorded', () => {
    expect(contactMessageDecider.decide({ type: 'ReceiveContactMessage', data }, contactMessageDecider.initialState())).toEqual([
      { type: 'ContactMessageReceived', data },
    ]);
  });

  test('given the message was received, when the same id arrives again, then nothing is recorded', () => {
    const state = contactMessageDecider.evolve(contactMessageDecider.initialState(), { type: 'ContactMessageReceived', data });
    expect(contactMessageDecider.decide({ type: 'ReceiveContactMessage', data }, state)).toEqual([]);
  });

  const received = contactMessageDecider.evolve(contactMessageDecider.initialState(), { type: 'ContactMessageReceived', data });
  const acknowledge = { type: 'AcknowledgeContactMessage', data: { contactMessageID: data.contactMessageID } } as const;

  test('given an unread message, when an admin acknowledges it, then ContactMessageAcknowledged is recorded', () => {
    expect(contactMessageDecider.decide(acknowledge, received)).toEqual([{ type: 'ContactMessageAcknowledged', data: { contactMessageID: data.contactMessageID } }]);
  });

  test('given a read message, when it is acknowledged again, then nothing is recorded', () => {
    const read = contactMessageDecider.evolve(received, { type: 'ContactMessageAcknowledged', data: { contactMessageID: data.contactMessageID } });
    expect(contactMessageDecider.decide(acknowledge, read)).toEqual([]);
  });

  test('given no message, when it is acknowledged, then it is not found', () => {
    expect(() => contactMessageDecider.decide(acknowledge, contactMessageDecider.initialState())).toThrow(NotFoundError);
  });
});
