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

export const DEMO_PLANS = [
  {
    planName: '3 months',
    description: 'Every note, question bank and mock exam for one exam sitting.',
    price: 149,
    periodCount: 3,
    periodUnit: 'MONTH' as const,
  },
  {
    planName: '6 months',
    description: 'Two sittings: study, sit the AKT, then prepare for the KFP.',
    price: 249,
    periodCount: 6,
    periodUnit: 'MONTH' as const,
  },
  { planName: '12 months', description: 'A whole year of access, with every update to the notes.', price: 399, periodCount: 12, periodUnit: 'MONTH' as const },
];

/** Messages on the admins' Contact Us screen, so it is not empty in the demo. */
export const DEMO_CONTACT_MESSAGES = [
  { contactName: 'Okafor', email: 'c.okafor@example.com', message: 'Does the 6-month plan cover both the AKT and the KFP sittings?' },
  {
    contactName: 'Nguyen',
    email: 'dr.nguyen@example.com',
    message: 'The lesson on heart failure links to an older guideline.\nCould you check the second link?',
  },
  { contactName: 'Patel', email: 'patel.gp@example.com', message: 'Is there a group price for the registrars in our practice?' },
];
