import { describe, expect, it } from 'vitest';
import { formatCountdown, formatWebinarTime, fromSydneyInput, toSydneyInput } from './webinar-time';

describe('Sydney time', () => {
  it('turns a Sydney wall clock into the instant, in and out of daylight saving', () => {
    expect(fromSydneyInput('2026-12-01T19:30')).toBe('2026-12-01T08:30:00.000Z');
    expect(fromSydneyInput('2026-06-01T19:30')).toBe('2026-06-01T09:30:00.000Z');
    expect(toSydneyInput('2026-12-01T08:30:00.000Z')).toBe('2026-12-01T19:30');
  });

  it('shows DD/MM/YYYY HH:mm in a zone and counts down', () => {
    expect(formatWebinarTime('2026-12-01T08:30:00.000Z', 'Europe/London')).toBe('01/12/2026 08:30');
    expect(formatCountdown(((2 * 24 + 3) * 60 + 4) * 60_000 + 5000)).toBe('2 d 3 h 4 min 5 s');
    expect(formatCountdown(5000)).toBe('5 s');
  });
});
