import { zonedParts } from '@/lib/sydney-time';

/** The reader's time zone, as the browser names it. */
export const readerZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/** DD/MM/YYYY HH:mm in the reader's zone (or the zone given). */
export function formatWebinarTime(iso: string, timeZone?: string): string {
  const { date, time } = zonedParts(timeZone ?? readerZone(), new Date(iso));
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
