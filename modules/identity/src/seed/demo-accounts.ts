/** Documented in README.md. The default password is refused when NODE_ENV=production. */
export const DEMO_PASSWORD = 'Notebook#2026';

export const DEMO_READERS = [
  { email: 'reader@notebook.test', firstName: 'Sam', lastName: 'Subscriber', title: 'DR' as const },
  { email: 'trial@notebook.test', firstName: 'Tess', lastName: 'Trial', title: 'DR' as const },
];

/** Holds the trial of the first demo plan: its eligible topics open, the rest locked. */
export const TRIAL_READER_EMAIL = 'trial@notebook.test';
/** Has paid for the second demo plan (6 months) with the sandbox's success card: a payment, a receipt, a renewal date. */
export const SUBSCRIBER_EMAIL = 'reader@notebook.test';
