/** The root of every admin contact-message key; the factories of this folder build on it. */
export const contactMessagesQueryRoot = ['contact-us', 'admin'] as const;
