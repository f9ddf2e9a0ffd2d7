import {
  sydneyDate,
  sydneyDisplayDate,
  sydneyDisplayDateTime,
  sydneyDisplayMinute,
  sydneyMidnight,
  sydneyWallClock,
} from './sydney-clock';

describe("Sydney's clock, daylight saving included", () => {
  test('an instant falls on the Sydney day, which turns at Sydney midnight (UTC+11 in summer, UTC+10 in winter)', () => {
    expect(sydneyDate(new Date('2026-11-28T12:59:59Z'))).toBe('2026-11-28');
    expect(sydneyDate(new Date('2026-11-28T13:00:00Z'))).toBe('2026-11-29');
    expect(sydneyDate(new Date('2026-06-30T13:59:59Z'))).toBe('2026-06-30');
    expect(sydneyDate(new Date('2026-06-30T14:00:00Z'))).toBe('2026-07-01');
  });

  test('a day begins at Sydney midnight, also on the days the offset changes and across years', () => {
    expect(sydneyMidnight('2026-12-01').toISOString()).toBe('2026-11-30T13:00:00.000Z');
    expect(sydneyMidnight('2026-07-01').toISOString()).toBe('2026-06-30T14:00:00.000Z');
    // Daylight saving ends at 3 am on 5 April 2026 (UTC+11 to UTC+10), starts at 2 am on 4 October.
    expect(sydneyMidnight('2026-04-05').toISOString()).toBe('2026-04-04T13:00:00.000Z');
    expect(sydneyMidnight('2026-04-06').toISOString()).toBe('2026-04-05T14:00:00.000Z');
    expect(sydneyMidnight('2026-10-04').toISOString()).toBe('2026-10-03T14:00:00.000Z');
    expect(sydneyMidnight('2026-10-05').toISOString()).toBe('2026-10-04T13:00:00.000Z');
    expect(sydneyMidnight('2027-01-01').toISOString()).toBe('2026-12-31T13:00:00.000Z');
    // Asked again (the kept day) and after another day, the same answers.
    expect(sydneyMidnight('2027-01-01').toISOString()).toBe('2026-12-31T13:00:00.000Z');
    expect(sydneyMidnight('2026-04-05').toISOString()).toBe('2026-04-04T13:00:00.000Z');
  });

  test('the wall clock and the displayed dates and times read as a Sydney reader reads them, 24-hour', () => {
    const evening = new Date('2026-11-28T09:05:07Z');
    expect(sydneyWallClock(evening)).toEqual({
      year: '2026',
      month: '11',
      day: '28',
      hour: '20',
      minute: '05',
      second: '07',
    });
    expect(sydneyDisplayDate(evening)).toBe('28/11/2026');
    expect(sydneyDisplayMinute(evening)).toBe('28/11/2026 20:05');
    expect(sydneyDisplayDateTime(evening)).toBe('28/11/2026 20:05:07');
    expect(sydneyDisplayMinute(new Date('2026-11-28T13:00:00Z'))).toBe('29/11/2026 00:00');
  });
});
