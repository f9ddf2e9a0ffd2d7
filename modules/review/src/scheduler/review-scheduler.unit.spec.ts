import type { ReviewRating } from '@notebook/contracts';
import { Rating, createEmptyCard, fsrs } from 'ts-fsrs';
import { type FsrsCard, fromTsFsrs, newFsrsCard, scheduleReview } from './review-scheduler';
import { sydneyDate, sydneyMidnight } from '@notebook/kernel';
import { examEve } from './sydney-days';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const start = new Date('2026-03-02T09:00:00Z');
const reference = { AGAIN: Rating.Again, HARD: Rating.Hard, GOOD: Rating.Good, EASY: Rating.Easy } as const;

/** The card after each review of `ratings`, each taken when the card fell due (or `gapDays` after the last). */
function review(ratings: ReviewRating[], examDate: string | null): { at: Date; card: FsrsCard }[] {
  let card = newFsrsCard(start);
  let at = start;
  return ratings.map((rating) => {
    card = scheduleReview(card, rating, at, examDate);
    const reviewedAt = at;
    at = new Date(Math.max(new Date(card.due).getTime(), at.getTime() + 60_000));
    return { at: reviewedAt, card };
  });
}

describe('the review scheduler', () => {
  it('without an exam, schedules exactly as ts-fsrs (no fuzz) for the same ratings at the same times', () => {
    const ratings: ReviewRating[] = ['AGAIN', 'GOOD', 'GOOD', 'HARD', 'EASY', 'AGAIN', 'GOOD', 'EASY'];
    const ours = review(ratings, null);
    const scheduler = fsrs({ enable_fuzz: false });
    let theirs = createEmptyCard(start);
    ratings.forEach((rating, index) => {
      theirs = scheduler.next(theirs, ours[index]!.at, reference[rating]).card;
      expect(ours[index]!.card).toEqual(fromTsFsrs(theirs));
    });
    // Not a trivial schedule: the run reaches intervals of weeks.
    expect(Math.max(...ours.map(({ card }) => card.scheduledDays))).toBeGreaterThan(3);
  });

  it('each rating of a new card matches ts-fsrs', () => {
    const scheduler = fsrs({ enable_fuzz: false });
    for (const rating of ['AGAIN', 'HARD', 'GOOD', 'EASY'] as const)
      expect(scheduleReview(newFsrsCard(start), rating, start, null)).toEqual(
        fromTsFsrs(scheduler.next(createEmptyCard(start), start, reference[rating]).card),
      );
  });

  it('with an exam ahead, no card falls due after the eve of the exam (Sydney)', () => {
    const examDate = '2026-06-30';
    const eve = examEve(examDate);
    let bent = 0;
    for (const ratings of [
      ['EASY', 'EASY', 'EASY', 'EASY', 'EASY', 'EASY'],
      ['GOOD', 'GOOD', 'GOOD', 'GOOD', 'GOOD', 'GOOD', 'GOOD'],
      ['AGAIN', 'HARD', 'GOOD', 'EASY', 'EASY'],
    ] as ReviewRating[][]) {
      const reviews = review(ratings, examDate).filter(({ at }) => at < eve);
      expect(reviews.length).toBeGreaterThan(2);
      for (const { card } of reviews) expect(new Date(card.due).getTime()).toBeLessThanOrEqual(eve.getTime());
      // Without the exam the same reviews go past it: the rule bends the schedule.
      if (review(ratings, null).some(({ card }) => new Date(card.due) > eve)) bent += 1;
    }
    expect(bent).toBeGreaterThan(0);
  });

  it('the eve is the Sydney day before the exam, daylight saving or not', () => {
    // 15 April 2026: AEST (UTC+10); the eve starts 14 April 00:00 Sydney = 13 April 14:00 UTC.
    expect(examEve('2026-04-15').toISOString()).toBe('2026-04-13T14:00:00.000Z');
    // 10 January 2027: AEDT (UTC+11).
    expect(examEve('2027-01-10').toISOString()).toBe('2027-01-08T13:00:00.000Z');
    // The day daylight saving ends (5 April 2026) starts at 00:00 AEDT.
    expect(sydneyMidnight('2026-04-05').toISOString()).toBe('2026-04-04T13:00:00.000Z');
    expect(sydneyDate(new Date('2026-04-04T13:00:00Z'))).toBe('2026-04-05');
    expect(sydneyDate(new Date('2026-04-04T12:59:59Z'))).toBe('2026-04-04');
  });

  it('a card reviewed on the eve falls due by the end of the exam day', () => {
    const onTheEve = new Date('2026-04-14T01:00:00Z');
    const card = scheduleReview(newFsrsCard(onTheEve), 'EASY', onTheEve, '2026-04-15');
    expect(new Date(card.due).getTime()).toBeLessThanOrEqual(sydneyMidnight('2026-04-16').getTime());
    expect(new Date(scheduleReview(newFsrsCard(onTheEve), 'EASY', onTheEve, null).due).getTime()).toBeGreaterThan(
      sydneyMidnight('2026-04-16').getTime(),
    );
  });

  it('an exam already past bends nothing', () => {
    const late = new Date(start.getTime() + 30 * DAY);
    const card = scheduleReview(newFsrsCard(late), 'EASY', late, '2026-03-10');
    expect(card).toEqual(scheduleReview(newFsrsCard(late), 'EASY', late, null));
  });
});
