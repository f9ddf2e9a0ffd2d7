import { sydneyMidnight } from '@notebook/kernel';

/** A month of the product's zone as instants: [from, to), from its first midnight to the next month's. */
export type MonthSpan = { from: Date; to: Date };

/** 'YYYY-MM' as the instants it spans on Sydney's clock (`SCHEDULE_TIME_ZONE`, the kernel's Sydney clock). */
export function sydneyMonth(month: string): MonthSpan {
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  const firstDay = (monthIndex: number) => new Date(Date.UTC(year, monthIndex, 1)).toISOString().slice(0, 10);
  return { from: sydneyMidnight(firstDay(monthNumber - 1)), to: sydneyMidnight(firstDay(monthNumber)) };
}
