/** Review days are the product's days: Australia/Sydney (daylight saving included). */
export const REVIEW_TIME_ZONE = 'Australia/Sydney';

const dateParts = new Intl.DateTimeFormat('en-CA', {
  timeZone: REVIEW_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});
const wallClock = new Intl.DateTimeFormat('en-US', {
  timeZone: REVIEW_TIME_ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  second: 'numeric',
});

/** The Sydney day an instant falls on, YYYY-MM-DD. */
export function sydneyDate(instant: Date): string {
  return dateParts.format(instant);
}

/** Minutes Sydney is ahead of UTC at an instant (600 or 660). */
function sydneyOffsetMinutes(instant: Date): number {
  const parts = new Map(wallClock.formatToParts(instant).map((each) => [each.type, Number(each.value)]));
  const part = (type: string) => parts.get(type as Intl.DateTimeFormatPartTypes)!;
  const asUtc = Date.UTC(part('year'), part('month') - 1, part('day'), part('hour'), part('minute'), part('second'));
  return Math.round((asUtc - Math.floor(instant.getTime() / 1000) * 1000) / 60_000);
}

let lastDayStart: { day: string; start: number } | undefined;

/** The instant a Sydney day (YYYY-MM-DD) begins. */
export function sydneyDayStart(day: string): Date {
  if (lastDayStart?.day !== day) lastDayStart = { day, start: dayStartOf(day) };
  return new Date(lastDayStart.start);
}

function dayStartOf(day: string): number {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const midnightUtc = Date.UTC(year, month - 1, date);
  // Twice: the offset at the first guess may differ from the offset at the day's start (a DST change).
  const start = midnightUtc - sydneyOffsetMinutes(new Date(midnightUtc)) * 60_000;
  return midnightUtc - sydneyOffsetMinutes(new Date(start)) * 60_000;
}

/** YYYY-MM-DD plus `days` whole days (calendar arithmetic, no zone). */
export function addDays(day: string, days: number): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, date + days)).toISOString().slice(0, 10);
}

/** The instant the eve of the exam begins: no card falls due after it. */
export function examEve(examDate: string): Date {
  return sydneyDayStart(addDays(examDate, -1));
}
