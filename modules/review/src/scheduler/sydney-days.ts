import { sydneyMidnight } from '@notebook/kernel';

/** YYYY-MM-DD plus `days` whole days (calendar arithmetic, no zone). */
export function addDays(day: string, days: number): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, date + days)).toISOString().slice(0, 10);
}

/** The instant the eve of the exam begins (Sydney's midnight): no card falls due after it. */
export function examEve(examDate: string): Date {
  return sydneyMidnight(addDays(examDate, -1));
}
