/** A$1,234.50: an amount in cents as the receipts, mails, refusals and the sandbox's page write it (spec section 9). */
export const audOf = (cents: number) =>
  `A$${(cents / 100).toLocaleString('en-AU', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
