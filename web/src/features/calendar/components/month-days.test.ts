import { describe, expect, it } from 'vitest';
import { entriesByDay, monthWeeks, shiftMonth } from './month-days';

describe('month-days', () => {
  it('moves across years', () => {
    expect([shiftMonth('2026-12', 1), shiftMonth('2026-01', -1), shiftMonth('2026-06', 0)]).toEqual([
      '2027-01',
      '2025-12',
      '2026-06',
    ]);
  });

  it('makes whole Monday-to-Sunday weeks: February 2027 starts on a Monday and fills four rows', () => {
    const weeks = monthWeeks('2027-02');
    expect(weeks.map((week) => week.length)).toEqual([7, 7, 7, 7]);
    expect(weeks[0]![0]).toEqual({ key: '2027-02-01', day: 1, inMonth: true });
    expect(monthWeeks('2026-11')[0]![0]).toEqual({ key: '2026-10-26', day: 26, inMonth: false });
  });

  it('a mock exam window over three Sydney days shows on each; one ending at Sydney midnight not on the next day', () => {
    const byDay = entriesByDay('2026-12', [
      {
        kind: 'MOCK_EXAM',
        id: 'a',
        title: 'Long window',
        // 10 Dec 09:00 to 12 Dec 09:00 in Sydney.
        startsAt: '2026-12-09T22:00:00.000Z',
        endsAt: '2026-12-11T22:00:00.000Z',
        status: 'ACTIVE',
        examType: 'MSQ',
      },
      {
        kind: 'WEBINAR',
        id: 'b',
        title: 'Until midnight',
        // 20 Dec 23:00 to 21 Dec 00:00 in Sydney.
        startsAt: '2026-12-20T12:00:00.000Z',
        endsAt: '2026-12-20T13:00:00.000Z',
        status: 'ACT',
        categoryName: 'CCE',
      },
    ]);
    expect([...byDay.entries()].map(([day, entries]) => [day, entries.map((each) => each.starts)])).toEqual([
      ['2026-12-10', [true]],
      ['2026-12-11', [false]],
      ['2026-12-12', [false]],
      ['2026-12-20', [true]],
    ]);
  });
});
