import { monthsSince, monthsUpTo, percent } from './report-months';

describe('report months', () => {
  it('the twelve months up to a moment, across a year, oldest first (UTC)', () => {
    expect(monthsUpTo(new Date('2026-02-01T00:30:00Z'), 4)).toEqual(['2025-11', '2025-12', '2026-01', '2026-02']);
  });

  it('the months back to the first one with data, newest first; none without data', () => {
    expect(monthsSince('2025-12', new Date('2026-02-10T00:00:00Z'))).toEqual(['2026-02', '2026-01', '2025-12']);
    expect(monthsSince(null, new Date('2026-02-10T00:00:00Z'))).toEqual([]);
    expect(monthsSince('1990-01', new Date('2026-02-10T00:00:00Z'))).toHaveLength(120);
  });

  it('a percentage with one decimal, none of nothing', () => {
    expect(percent(5, 8)).toBe(62.5);
    expect(percent(1, 3)).toBe(33.3);
    expect(percent(0, 0)).toBeNull();
  });
});
