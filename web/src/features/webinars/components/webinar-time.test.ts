import { describe, expect, it } from 'vitest';
import { formatCountdown, formatWebinarTime } from './webinar-time';

describe('webinar times', () => {
  it('shows DD/MM/YYYY HH:mm in a zone and counts down', () => {
    expect(formatWebinarTime('2026-12-01T08:30:00.000Z', 'Europe/London')).toBe('01/12/2026 08:30');
    expect(formatCountdown(((2 * 24 + 3) * 60 + 4) * 60_000 + 5000)).toBe('2 d 3 h 4 min 5 s');
    expect(formatCountdown(5000)).toBe('5 s');
  });
});
