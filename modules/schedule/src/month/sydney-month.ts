import { SCHEDULE_TIME_ZONE } from '@notebook/contracts';

/** A month of the product's zone as instants: [from, to), from its first midnight to the next month's. */
export type MonthSpan = { from: Date; to: Date };

/** How far the zone's wall clock is ahead of UTC at that instant, in ms. */
function offsetAt(timeZone: string, instantMs: number): number {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(new Date(instantMs));
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((each) => each.type === type)?.value ?? 0);
  const wall = Date.UTC(part('year'), part('month') - 1, part('day'), part('hour'), part('minute'), part('second'));
  return wall - Math.floor(instantMs / 1000) * 1000;
}

/** The instant of midnight starting the first day of `month0` (0-based, may overflow into the next year) on the zone's clock. */
function firstMidnight(timeZone: string, year: number, month0: number): Date {
  const wallMs = Date.UTC(year, month0, 1);
  const guess = wallMs - offsetAt(timeZone, wallMs);
  return new Date(wallMs - offsetAt(timeZone, guess));
}

/**
 * 'YYYY-MM' as the instants it spans in Australia/Sydney: midnight is never skipped there (daylight
 * saving moves 2 am and 3 am), so each bound is exact.
 */
export function sydneyMonth(month: string, timeZone = SCHEDULE_TIME_ZONE): MonthSpan {
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  return { from: firstMidnight(timeZone, year, monthNumber - 1), to: firstMidnight(timeZone, year, monthNumber) };
}
