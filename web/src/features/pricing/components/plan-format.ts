import type { PlanPeriodUnit } from '@notebook/contracts';
import { countOf } from '@/lib/count-of';

export { formatPrice } from '@/lib/format-money';

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

export const topicCount = (count: number) => countOf(count, 'topic');
