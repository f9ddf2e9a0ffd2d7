/** Webinars are scheduled in Sydney time; readers see them in their own zone with Sydney's beside it. */
export const SYDNEY = 'Australia/Sydney';

const partsIn = (timeZone: string, date: Date) => {
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
    date: `${part('day')}/${part('month')}/${part('year')}`,
    input: `${part('year')}-${part('month')}-${part('day')}T${part('hour')}:${part('minute')}`,
    time: `${part('hour')}:${part('minute')}`,
    utcMs: Date.UTC(+part('year'), +part('month') - 1, +part('day'), +part('hour'), +part('minute'), +part('second')),
  };
};

/** How far `timeZone`'s wall clock is ahead of UTC at that instant, in ms. */
const offsetAt = (timeZone: string, instantMs: number) =>
  partsIn(timeZone, new Date(instantMs)).utcMs - Math.floor(instantMs / 1000) * 1000;

/** 'YYYY-MM-DDTHH:mm' as Sydney's clock shows it, for a datetime-local field. */
export const toSydneyInput = (iso: string) => partsIn(SYDNEY, new Date(iso)).input;

/** The instant (ISO) a Sydney wall-clock 'YYYY-MM-DDTHH:mm' names; a time skipped by daylight saving moves forward. */
export function fromSydneyInput(local: string): string {
  const [year = 0, month = 1, day = 1, hour = 0, minute = 0] = local.split(/[-T:]/).map(Number);
  const wallMs = Date.UTC(year, month - 1, day, hour, minute);
  const firstGuess = wallMs - offsetAt(SYDNEY, wallMs);
  return new Date(wallMs - offsetAt(SYDNEY, firstGuess)).toISOString();
}

/** The reader's time zone, as the browser names it. */
export const readerZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/** DD/MM/YYYY HH:mm in the reader's zone (or the zone given). */
export function formatWebinarTime(iso: string, timeZone?: string): string {
  const { date, time } = partsIn(timeZone ?? readerZone(), new Date(iso));
  return `${date} ${time}`;
}

/** '2 d 3 h 4 min 5 s' down to 's' while under a minute. */
export function formatCountdown(ms: number): string {
  const seconds = Math.max(0, Math.floor(ms / 1000));
  const units = [
    [Math.floor(seconds / 86_400), 'd'],
    [Math.floor((seconds % 86_400) / 3600), 'h'],
    [Math.floor((seconds % 3600) / 60), 'min'],
    [seconds % 60, 's'],
  ] as const;
  const first = units.findIndex(([value]) => value > 0);
  return units
    .slice(first < 0 ? 3 : first)
    .map(([value, unit]) => `${value} ${unit}`)
    .join(' ');
}

/** The period filter's choices: an instant range [startsFrom, startsBefore) counted back or ahead from now. */
export const periodOptions = [
  { value: '', label: 'Any time' },
  { value: '7', label: '7 days' },
  { value: '30', label: '30 days' },
  { value: '90', label: '3 months' },
  { value: '365', label: '12 months' },
];

export function periodRange(days: string, direction: 'back' | 'ahead', now = Date.now()) {
  if (!days) return {};
  const edge = new Date(now + (direction === 'back' ? -1 : 1) * Number(days) * 86_400_000).toISOString();
  const here = new Date(now).toISOString();
  return direction === 'back' ? { startsFrom: edge, startsBefore: here } : { startsFrom: here, startsBefore: edge };
}
