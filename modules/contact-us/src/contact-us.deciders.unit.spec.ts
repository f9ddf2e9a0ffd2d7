import { NotFoundError } from '@notebook/kernel';
import { given } from '@notebook/kernel/testing';
import { contactMessageDecider } from './contact-messages/contact-message.decider';
import type { ContactMessageReceived } from './contact-messages/contact-message.events';

const data: ContactMessageReceived['data'] = {
  contactMessageID: '0190a0b0-0000-7000-8000-000000000001',
  contactName: 'Nguyen',
  email: 'dr.nguyen@example.com',
  message: 'Does the 6-month plan include the mock exams?',
  readerID: null,
};
const received: ContactMessageReceived = { type: 'ContactMessageReceived', data };
const acknowledged = { type: 'ContactMessageAcknowledged', data: { contactMessageID: data.contactMessageID } } as const;
const acknowledge = { type: 'AcknowledgeContactMessage', data: { contactMessageID: data.contactMessageID } } as const;

describe('contact message', () => {
  test('given no message, when it is received, then ContactMessageReceived is recorded', () => {
    given(contactMessageDecider).when({ type: 'ReceiveContactMessage', data }).then([received]);
  });

  test('given the message was received, when the same id arrives again, then nothing happens', () => {
    given(contactMessageDecider, [received]).when({ type: 'ReceiveContactMessage', data }).thenNothingHappened();
  });

  test('given an unread message, when an admin acknowledges it, then ContactMessageAcknowledged is recorded', () => {
    given(contactMessageDecider, [received]).when(acknowledge).then([acknowledged]);
  });

  test('given a read message, when it is acknowledged again, then nothing happens', () => {
    given(contactMessageDecider, [received, acknowledged]).when(acknowledge).thenNothingHappened();
  });

  test('given no message, when it is acknowledged, then it is not found', () => {
    given(contactMessageDecider).when(acknowledge).thenThrows(NotFoundError);
  });
});
