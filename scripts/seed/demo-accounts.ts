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

/** The categories the pricing section groups the plans under, in order. */
export const DEMO_PRICING_CATEGORIES = [
  { categoryName: 'One exam sitting', description: 'Focused preparation for the next AKT or KFP.' },
  { categoryName: 'Full preparation', description: 'Both exams, with time to revise between them.' },
];

/** The terms a reader accepts before paying. */
export const DEMO_PRICING_TERMS = [
  {
    title: 'Renewal',
    content:
      '<p>Your plan renews at the end of each period with the card you paid with, unless you cancel the renewal from your profile before then. You keep access until the end of the period you paid for.</p>',
  },
  {
    title: 'Refunds',
    content:
      '<p>You can ask for a full refund within 14 days of a payment if you have not sat a mock exam in that time. Write to us through Contact us.</p>',
  },
  {
    title: 'Fair use',
    content:
      '<p>Your subscription is for you alone. Sharing your account, or copying notes and questions out of the platform, ends it without refund.</p>',
  },
];

export const DEMO_PLANS = [
  {
    category: 0,
    planName: '3 months',
    description: 'Every note, question bank and mock exam for one exam sitting.',
    price: 149,
    periodCount: 3,
    periodUnit: 'MONTH' as const,
  },
  {
    category: 1,
    planName: '6 months',
    description: 'Two sittings: study, sit the AKT, then prepare for the KFP.',
    price: 249,
    periodCount: 6,
    periodUnit: 'MONTH' as const,
  },
  {
    category: 1,
    planName: '12 months',
    description: 'A whole year of access, with every update to the notes.',
    price: 399,
    periodCount: 12,
    periodUnit: 'MONTH' as const,
  },
];

/** Messages on the admins' Contact Us screen, so it is not empty in the demo. */
export const DEMO_CONTACT_MESSAGES = [
  {
    contactName: 'Okafor',
    email: 'c.okafor@example.com',
    message: 'Does the 6-month plan cover both the AKT and the KFP sittings?',
  },
  {
    contactName: 'Nguyen',
    email: 'dr.nguyen@example.com',
    message: 'The lesson on heart failure links to an older guideline.\nCould you check the second link?',
  },
  {
    contactName: 'Patel',
    email: 'patel.gp@example.com',
    message: 'Is there a group price for the registrars in our practice?',
  },
];
