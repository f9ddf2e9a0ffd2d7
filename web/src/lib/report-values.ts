import type { ReportCell, ReportValueKind } from '@notebook/contracts';
import { formatPrice } from './format-money';
import { SYDNEY, zonedParts } from './sydney-time';

/**
 * How the reports' and the dashboard's figures read (issue 27): money comes in cents and shows in
 * AUD ('A$1,234.50'), counts with thousands separators, percentages with at most one decimal, months
 * as 'Mar 2026', instants on Sydney's clock.
 */

const count = new Intl.NumberFormat('en-AU', { maximumFractionDigits: 0 });
const percent = new Intl.NumberFormat('en-AU', { maximumFractionDigits: 1 });
const month = new Intl.DateTimeFormat('en-AU', { month: 'short', year: 'numeric', timeZone: 'UTC' });
const day = new Intl.DateTimeFormat('en-AU', { day: 'numeric', month: 'short', timeZone: 'UTC' });

/** A money amount in cents, in AUD: 123450 -> 'A$1,234.50'. */
export const formatCents = (cents: number) => formatPrice(cents / 100);

/** A whole count: 12345 -> '12,345'. */
export const formatCount = (value: number) => count.format(value);

/** One value of a report or figure as its kind reads; no value shows '-'. */
export function formatValue(value: ReportCell | undefined, kind: ReportValueKind): string {
  if (value === null || value === undefined || value === '') return '-';
  if (typeof value === 'string') return kind === 'MONTH' ? monthLabel(value) : value;
  switch (kind) {
    case 'MONEY_CENTS':
      return formatCents(value);
    case 'PERCENT':
      return `${percent.format(value)}%`;
    case 'COUNT':
      return formatCount(value);
    default:
      return String(value);
  }
}

/** Numbers read right-aligned in a table. */
export const isNumericKind = (kind: ReportValueKind) =>
  kind === 'COUNT' || kind === 'MONEY_CENTS' || kind === 'PERCENT';

/** 'YYYY-MM' (UTC) -> 'Mar 2026'; anything else as it is. */
export function monthLabel(period: string): string {
  const match = /^(\d{4})-(\d{2})$/.exec(period);
  return match ? month.format(new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, 1))) : period;
}

/** A trend's period: 'YYYY-MM' -> 'Mar 2026', a day 'YYYY-MM-DD' -> '3 Mar'. */
export function periodLabel(period: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(period);
  if (match) return day.format(new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]))));
  return monthLabel(period);
}

/** An instant on Sydney's clock as spec section 9 writes a date-time: 'DD/MM/YYYY HH:mm:ss'. */
export function sydneyDateTime(iso: string): string {
  const parts = zonedParts(SYDNEY, new Date(iso));
  const seconds = String(new Date(parts.utcMs).getUTCSeconds()).padStart(2, '0');
  return `${parts.date} ${parts.time}:${seconds}`;
}
