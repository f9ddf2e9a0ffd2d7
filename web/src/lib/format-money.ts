import type { PaymentStatus } from '@notebook/contracts';

const amount = new Intl.NumberFormat('en-AU', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** 'A$1,234.50': floored to two decimals with thousands separators (spec section 9); no value shows '-'. */
export function formatPrice(price: number | null | undefined): string {
  if (price === null || price === undefined || Number.isNaN(price)) return '-';
  // The epsilon keeps 19.99 (19.989999… in binary) from flooring to 19.98.
  return `A$${amount.format(Math.floor(price * 100 + 1e-6) / 100)}`;
}

/** How a payment went, in the same words for the reader and for admins. */
export const paymentStatusWords: Record<PaymentStatus, string> = {
  INITIATED: 'Started',
  SUCCEEDED: 'Paid',
  FAILED: 'Failed',
  REFUNDED: 'Refunded',
};
