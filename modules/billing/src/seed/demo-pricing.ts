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
