/**
 * Australia/Sydney wall-clock time, in which admins schedule webinars and notifications (the
 * product's home zone), and its conversion to and from instants. Readers see times in their own zone.
 */
export const SYDNEY = 'Australia/Sydney';

/** An instant's calendar parts on `timeZone`'s clock. */
export function zonedParts(timeZone: string, date: Date) {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((each) => each.type === type)?.value ?? '00';
  return {
    /** DD/MM/YYYY */
    date: `${part('day')}/${part('month')}/${part('year')}`,
    /** YYYY-MM-DDTHH:mm, for a datetime-local field */
    input: `${part('year')}-${part('month')}-${part('day')}T${part('hour')}:${part('minute')}`,
    /** HH:mm */
    time: `${part('hour')}:${part('minute')}`,
    utcMs: Date.UTC(+part('year'), +part('month') - 1, +part('day'), +part('hour'), +part('minute'), +part('second')),
  };
}

/** How far `timeZone`'s wall clock is ahead of UTC at that instant, in ms. */
const offsetAt = (timeZone: string, instantMs: number) =>
  zonedParts(timeZone, new Date(instantMs)).utcMs - Math.floor(instantMs / 1000) * 1000;

/** 'YYYY-MM-DDTHH:mm' as Sydney's clock shows the instant, for a datetime-local field. */
export const toSydneyInput = (iso: string) => zonedParts(SYDNEY, new Date(iso)).input;

/** The instant (ISO) a Sydney wall-clock 'YYYY-MM-DDTHH:mm' names; a time skipped by daylight saving moves forward. */
export function fromSydneyInput(local: string): string {
  const [year = 0, month = 1, day = 1, hour = 0, minute = 0] = local.split(/[-T:]/).map(Number);
  const wallMs = Date.UTC(year, month - 1, day, hour, minute);
  const firstGuess = wallMs - offsetAt(SYDNEY, wallMs);
  return new Date(wallMs - offsetAt(SYDNEY, firstGuess)).toISOString();
}
