import type { ReaderRegistered } from './users/user.events';

/** The specs' reader u1, Dr Sam Lee, registered with a confirmed e-mail. */
export const registered: ReaderRegistered = {
  type: 'ReaderRegistered',
  data: {
    userId: 'u1',
    email: 'sam@example.com',
    firstName: 'Sam',
    lastName: 'Lee',
    passwordHash: 'h',
    title: 'DR',
    emailConfirmed: true,
  },
};
