import { sydneyMonth } from './sydney-month';

describe('sydneyMonth: a month of Sydney days as instants', () => {
  it('December runs from Sydney midnight (daylight time, UTC+11) on the 1st to Sydney midnight on 1 January', () => {
    expect(sydneyMonth('2026-12')).toEqual({
      from: new Date('2026-11-30T13:00:00.000Z'),
      to: new Date('2026-12-31T13:00:00.000Z'),
    });
  });

  it('a month daylight saving ends in starts at UTC+11 and ends at UTC+10 (April 2026)', () => {
    expect(sydneyMonth('2026-04')).toEqual({
      from: new Date('2026-03-31T13:00:00.000Z'),
      to: new Date('2026-04-30T14:00:00.000Z'),
    });
  });

  it('a month daylight saving starts in starts at UTC+10 and ends at UTC+11 (October 2026)', () => {
    expect(sydneyMonth('2026-10')).toEqual({
      from: new Date('2026-09-30T14:00:00.000Z'),
      to: new Date('2026-10-31T13:00:00.000Z'),
    });
  });
});
