import type { PlanPeriodUnit } from '@notebook/contracts';

const amount = new Intl.NumberFormat('en-AU', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** 'A$1,234.50': floored to two decimals with thousands separators (spec section 9); no value shows '-'. */
export function formatPrice(price: number | null | undefined): string {
  if (price === null || price === undefined || Number.isNaN(price)) return '-';
  // The epsilon keeps 19.99 (19.989999… in binary) from flooring to 19.98.
  return `A$${amount.format(Math.floor(price * 100 + 1e-6) / 100)}`;
}

const unitNames: Record<PlanPeriodUnit, string> = { DAY: 'day', MONTH: 'month', HOUR: 'hour', MINUTE: 'minute' };

/** 3 MONTH -> '3 months', 1 DAY -> '1 day'. */
export function formatPeriod(periodCount: number, periodUnit: PlanPeriodUnit): string {
  const unit = unitNames[periodUnit];
  return `${periodCount} ${periodCount === 1 ? unit : `${unit}s`}`;
}

/** What the price buys: 'month' for one month, '3 months' otherwise ('A$49.00 / month'). */
export function formatPer(periodCount: number, periodUnit: PlanPeriodUnit): string {
  return periodCount === 1 ? unitNames[periodUnit] : formatPeriod(periodCount, periodUnit);
}

export const periodUnitOptions: ReadonlyArray<{ value: PlanPeriodUnit; label: string }> = [
  { value: 'DAY', label: 'Days' },
  { value: 'MONTH', label: 'Months' },
  { value: 'HOUR', label: 'Hours' },
  { value: 'MINUTE', label: 'Minutes' },
];

export const topicCount = (count: number) => `${count} ${count === 1 ? 'topic' : 'topics'}`;
