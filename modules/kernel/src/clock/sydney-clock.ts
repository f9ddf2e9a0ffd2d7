/**
 * The product's clock. The exam's days, a reader's review days and day plan, the calendar's months,
 * receipts and notices all run on Sydney's wall clock (daylight saving included), whatever zone the
 * server runs in. Every module reads days and times through these, so the rule is written once.
 */
export const SYDNEY_TIME_ZONE = 'Australia/Sydney';

const isoDate = new Intl.DateTimeFormat('en-CA', {
  timeZone: SYDNEY_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});
const wallClock = new Intl.DateTimeFormat('en-US', {
  timeZone: SYDNEY_TIME_ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});

/** Sydney's wall clock at an instant, each part zero-padded (year four digits, the rest two). */
export type SydneyWallClock = Record<'year' | 'month' | 'day' | 'hour' | 'minute' | 'second', string>;

export function sydneyWallClock(instant: Date): SydneyWallClock {
  const parts = Object.fromEntries(wallClock.formatToParts(instant).map(({ type, value }) => [type, value]));
  return {
    year: parts.year!,
    month: parts.month!,
    day: parts.day!,
    hour: parts.hour!,
    minute: parts.minute!,
    second: parts.second!,
  };
}

/** The Sydney day an instant falls on, YYYY-MM-DD. */
export function sydneyDate(instant: Date): string {
  return isoDate.format(instant);
}

const dayMonthYear = ({ day, month, year }: SydneyWallClock) => `${day}/${month}/${year}`;

/** DD/MM/YYYY on Sydney's clock: the date receipts and e-mails name. */
export function sydneyDisplayDate(instant: Date): string {
  return dayMonthYear(sydneyWallClock(instant));
}

/** DD/MM/YYYY HH:mm on Sydney's clock. */
export function sydneyDisplayMinute(instant: Date): string {
  const wall = sydneyWallClock(instant);
  return `${dayMonthYear(wall)} ${wall.hour}:${wall.minute}`;
}

/** DD/MM/YYYY HH:mm:ss on Sydney's clock. */
export function sydneyDisplayDateTime(instant: Date): string {
  const wall = sydneyWallClock(instant);
  return `${dayMonthYear(wall)} ${wall.hour}:${wall.minute}:${wall.second}`;
}

let lastMidnight: { day: string; start: number } | undefined;

/**
 * The instant a Sydney day (YYYY-MM-DD) begins. Midnight is never skipped there (daylight saving
 * moves 2 am and 3 am), so it is exact. The last day asked for is kept: a queue asks for the same
 * day on every call.
 */
export function sydneyMidnight(day: string): Date {
  if (lastMidnight?.day !== day) lastMidnight = { day, start: midnightOf(day) };
  return new Date(lastMidnight.start);
}

function midnightOf(day: string): number {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const wallMidnight = Date.UTC(year, month - 1, date);
  // Twice: the offset at the first guess may differ from the offset at midnight (a change of offset that day).
  const guess = wallMidnight - aheadOfUtcMs(wallMidnight);
  return wallMidnight - aheadOfUtcMs(guess);
}

/** How far Sydney's wall clock is ahead of UTC at an instant, in ms (10 or 11 hours). */
function aheadOfUtcMs(instantMs: number): number {
  const wall = sydneyWallClock(new Date(instantMs));
  const asUtc = Date.UTC(+wall.year, +wall.month - 1, +wall.day, +wall.hour, +wall.minute, +wall.second);
  return asUtc - Math.floor(instantMs / 1000) * 1000;
}
