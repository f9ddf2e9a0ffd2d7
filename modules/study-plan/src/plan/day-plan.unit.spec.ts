import { daysBetween, lessonsToRead, nextMockExamOf, weakestTopics } from './day-plan';

describe('the day plan', () => {
  it('counts whole days to the exam, 0 on the day and negative after it', () => {
    expect(daysBetween('2026-11-28', '2027-02-03')).toBe(67);
    expect(daysBetween('2026-11-28', '2026-11-28')).toBe(0);
    expect(daysBetween('2026-11-28', '2026-11-27')).toBe(-1);
    // Across Sydney's daylight-saving change (5 April 2026) a day is still one day.
    expect(daysBetween('2026-04-01', '2026-04-10')).toBe(9);
  });

  it('proposes the weakest practised topics first, then unpractised topics left to read', () => {
    const practised = [
      { topicID: 'a', topicName: 'Asthma', readinessPercent: 80 },
      { topicID: 'b', topicName: 'Back pain', readinessPercent: 25.5 },
    ];
    const unpractised = [
      { topicID: 'b', topicName: 'Back pain' },
      { topicID: 'c', topicName: 'Cough' },
      { topicID: 'd', topicName: 'Diabetes' },
    ];
    expect(weakestTopics(practised, unpractised)).toEqual([
      { topicID: 'b', topicName: 'Back pain', readinessPercent: 25.5 },
      { topicID: 'a', topicName: 'Asthma', readinessPercent: 80 },
      { topicID: 'c', topicName: 'Cough', readinessPercent: null },
    ]);
  });

  it('keeps only the weakest when more topics were practised than the day holds', () => {
    const practised = [90, 10, 50, 30].map((percent) => ({
      topicID: `t${percent}`,
      topicName: `Topic ${percent}`,
      readinessPercent: percent,
    }));
    expect(weakestTopics(practised, [{ topicID: 'x', topicName: 'X' }]).map((topic) => topic.topicID)).toEqual([
      't10',
      't30',
      't50',
    ]);
  });

  it('takes at most two unread lessons a topic and five in all', () => {
    const lessons = (topicID: string, count: number) =>
      Array.from({ length: count }, (_, n) => ({
        lessonID: `${topicID}${n}`,
        lessonName: `L${n}`,
        topicID,
        topicName: topicID,
      }));
    expect(lessonsToRead([lessons('a', 3), lessons('b', 1), lessons('c', 4)]).map((l) => l.lessonID)).toEqual([
      'a0',
      'a1',
      'b0',
      'c0',
      'c1',
    ]);
  });

  describe('the next mock exam', () => {
    const now = new Date('2026-11-28T10:00:00Z');
    const exam = (id: string, state: 'UPCOMING' | 'OPEN' | 'CLOSED', start: string, end: string, attempt?: string) => ({
      mockExamID: id,
      mockExamName: `Exam ${id}`,
      state,
      windowStart: start,
      windowEnd: end,
      ...(attempt && {
        attempt: { mockAttemptID: `${id}-attempt`, status: attempt as 'IN_PROGRESS', deadline: end, score: null },
      }),
    });
    const open = exam('open', 'OPEN', '2026-11-28T00:00:00Z', '2026-11-30T00:00:00Z');
    const closingSooner = exam('sooner', 'OPEN', '2026-11-27T00:00:00Z', '2026-11-29T00:00:00Z');
    const upcoming = exam('later', 'UPCOMING', '2026-12-01T00:00:00Z', '2026-12-02T00:00:00Z');
    const sat = exam('sat', 'OPEN', '2026-11-28T00:00:00Z', '2026-11-30T00:00:00Z', 'SUBMITTED');
    const sitting = exam('sitting', 'OPEN', '2026-11-28T00:00:00Z', '2026-11-30T00:00:00Z', 'IN_PROGRESS');

    it('is the one being sat, else the open one closing soonest, else the next to open', () => {
      expect(nextMockExamOf([open, sitting, upcoming], now)?.mockExamID).toBe('sitting');
      expect(nextMockExamOf([open, closingSooner, upcoming], now)?.mockExamID).toBe('sooner');
      expect(nextMockExamOf([sat, upcoming], now)).toEqual({
        mockExamID: 'later',
        name: 'Exam later',
        startsAt: '2026-12-01T00:00:00Z',
      });
    });

    it('is none when every exam was sat or has closed', () => {
      const closed = exam('closed', 'CLOSED', '2026-11-01T00:00:00Z', '2026-11-02T00:00:00Z');
      expect(nextMockExamOf([sat, closed], now)).toBeNull();
    });
  });
});
