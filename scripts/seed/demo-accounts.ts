/** Documented in README.md. The default password is refused when NODE_ENV=production. */
export const DEMO_PASSWORD = 'Notebook#2026';

export const DEMO_READERS = [
  { email: 'reader@notebook.test', firstName: 'Sam', lastName: 'Subscriber', title: 'DR' as const, subscribed: true },
  { email: 'trial@notebook.test', firstName: 'Tess', lastName: 'Trial', title: 'DR' as const, subscribed: false },
];
