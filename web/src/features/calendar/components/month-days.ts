import { SCHEDULE_MONTH_PATTERN, type ScheduleEntry } from '@notebook/contracts';
import { SYDNEY, zonedParts } from '@/lib/sydney-time';

/**
 * The month grid's arithmetic, all in Sydney days (the product's zone): which days make the weeks
 * (Monday to Sunday), and on which of them each entry shows.
 */

/** 'YYYY-MM-DD' on Sydney's clock. */
export type DayKey = string;
export type MonthDay = { key: DayKey; day: number; inMonth: boolean };

/** The day an instant falls on in Sydney. */
export const sydneyDayOf = (instant: string | Date): DayKey => zonedParts(SYDNEY, new Date(instant)).input.slice(0, 10);

/** Sydney's month now, 'YYYY-MM'. */
export const currentSydneyMonth = (now = new Date()): string => sydneyDayOf(now).slice(0, 7);

/** The month a link asked for, or Sydney's current one when it is absent or not 'YYYY-MM'. */
export const monthFrom = (asked: string | null, now = new Date()): string =>
  asked && SCHEDULE_MONTH_PATTERN.test(asked) ? asked : currentSydneyMonth(now);

const pad = (value: number) => String(value).padStart(2, '0');
const keyOf = (date: Date): DayKey =>
  `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;
const parts = (month: string) => month.split('-').map(Number) as [number, number];

/** 'YYYY-MM' moved by `by` months. */
export function shiftMonth(month: string, by: number): string {
  const [year, monthNumber] = parts(month);
  return keyOf(new Date(Date.UTC(year, monthNumber - 1 + by, 1))).slice(0, 7);
}

/** 'December 2026'. */
export const monthLabel = (month: string) => {
  const [year, monthNumber] = parts(month);
  return new Intl.DateTimeFormat('en-AU', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(Date.UTC(year, monthNumber - 1, 1)),
  );
};

/** 'Saturday 5 December 2026' for a day key. */
export const dayLabel = (key: DayKey) =>
  new Intl.DateTimeFormat('en-AU', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  })
    .format(new Date(`${key}T00:00:00Z`))
    .replace(',', '');

/** The month's weeks, Monday first, padded with the neighbouring months' days to whole weeks. */
export function monthWeeks(month: string): MonthDay[][] {
  const [year, monthNumber] = parts(month);
  const first = new Date(Date.UTC(year, monthNumber - 1, 1));
  const lead = (first.getUTCDay() + 6) % 7;
  const daysInMonth = new Date(Date.UTC(year, monthNumber, 0)).getUTCDate();
  const cells = Math.ceil((lead + daysInMonth) / 7) * 7;
  const days = Array.from({ length: cells }, (_, index) => {
    const date = new Date(Date.UTC(year, monthNumber - 1, 1 - lead + index));
    return { key: keyOf(date), day: date.getUTCDate(), inMonth: date.getUTCMonth() === monthNumber - 1 };
  });
  return Array.from({ length: cells / 7 }, (_, week) => days.slice(week * 7, week * 7 + 7));
}

/** An entry on one of its days: whether it starts that day (else it carries on from the day before). */
export type DayEntry = { entry: ScheduleEntry; starts: boolean };

/**
 * Each day of the month with the entries it shows: an entry shows on every Sydney day from the one
 * it starts on to the one it ends on (a webinar past midnight shows on both days), soonest first.
 */
export function entriesByDay(month: string, entries: readonly ScheduleEntry[]): Map<DayKey, DayEntry[]> {
  const byDay = new Map<DayKey, DayEntry[]>();
  const days = monthWeeks(month)
    .flat()
    .filter((day) => day.inMonth)
    .map((day) => day.key);
  for (const entry of entries) {
    const first = sydneyDayOf(entry.startsAt);
    // The last moment it runs: an end at midnight sharp does not reach the next day.
    const last = sydneyDayOf(new Date(Math.max(Date.parse(entry.startsAt), Date.parse(entry.endsAt) - 1)));
    for (const key of days)
      if (key >= first && key <= last) byDay.set(key, [...(byDay.get(key) ?? []), { entry, starts: key === first }]);
  }
  return byDay;
}

/** HH:mm on Sydney's clock. */
export const sydneyTime = (instant: string) => zonedParts(SYDNEY, new Date(instant)).time;
