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
