import { describe, expect, it } from 'vitest';
import { fromSydneyInput, toSydneyInput } from './sydney-time';

describe('Sydney wall-clock time', () => {
  it('names the instant of a Sydney time in summer (AEDT, +11) and in winter (AEST, +10)', () => {
    expect(fromSydneyInput('2026-12-01T19:30')).toBe('2026-12-01T08:30:00.000Z');
    expect(fromSydneyInput('2026-07-01T09:30')).toBe('2026-06-30T23:30:00.000Z');
  });

  it('shows an instant on Sydney’s clock, and the two round-trip across a daylight-saving change', () => {
    expect(toSydneyInput('2026-11-30T22:30:00.000Z')).toBe('2026-12-01T09:30');
    expect(toSydneyInput(fromSydneyInput('2026-04-05T12:00'))).toBe('2026-04-05T12:00');
    expect(toSydneyInput(fromSydneyInput('2026-10-04T12:00'))).toBe('2026-10-04T12:00');
  });
});
