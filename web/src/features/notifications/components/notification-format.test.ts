import { describe, expect, it } from 'vitest';
import { fromSydneyInput, toSydneyInput } from './notification-format';

describe("a send time on Sydney's clock", () => {
  it('is the instant Sydney names, in summer (UTC+11) and in winter (UTC+10)', () => {
    expect(fromSydneyInput('2026-12-01T09:30')).toBe('2026-11-30T22:30:00.000Z');
    expect(fromSydneyInput('2026-07-01T09:30')).toBe('2026-06-30T23:30:00.000Z');
  });

  it('reads back as the wall-clock time it was entered as', () => {
    expect(toSydneyInput('2026-11-30T22:30:00.000Z')).toBe('2026-12-01T09:30');
    expect(toSydneyInput(fromSydneyInput('2026-04-05T12:00'))).toBe('2026-04-05T12:00');
  });
});
