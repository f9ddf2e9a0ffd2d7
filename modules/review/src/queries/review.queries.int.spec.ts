import { randomUUID } from 'node:crypto';
import { projectionSpec } from '../../../../test/support/projection-spec';
import type { ReviewEvent } from '../cards/review-card.events';
import { reviewCardProjection } from '../projections/review-card.projection';
import { newFsrsCard } from '../scheduler/review-scheduler';
import { ReviewQueries } from './review.queries';

const spec = projectionSpec(reviewCardProjection);
const DAY = 86_400_000;
// 09:00 in Sydney on 15 January 2026.
const now = new Date('2026-01-14T22:00:00.000Z');
const topicID = randomUUID();

type Card = { cardID: string; due: Date; stability: number; lapses: number; topic?: string };
function events(readerID: string, cards: Card[]): ReviewEvent[] {
  return cards.flatMap(({ cardID, due, stability, lapses, topic }): ReviewEvent[] => [
    {
      type: 'ReviewCardAdded',
      data: {
        cardID,
        readerID,
        questionID: randomUUID(),
        kind: 'AKT',
        source: 'PRACTICE_MISS',
        topicID: topic ?? topicID,
        lessonID: null,
        availableFrom: '2025-12-01T00:00:00.000Z',
      },
    },
    {
      type: 'ReviewCardGraded',
      data: {
        cardID,
        readerID,
        rating: 'GOOD',
        reviewedAt: '2025-12-01T00:00:00.000Z',
        card: { ...newFsrsCard(due), stability, lapses, reps: 1, state: 'Review' },
      },
    },
  ]);
}

describe('the due queue (review queries)', () => {
  const queries = () => new ReviewQueries(spec.db);

  it('400 overdue cards: today offers the daily limit, the most overdue day first, then the weakest', async () => {
    const readerID = randomUUID();
    // Back after two weeks away: 400 cards due over the last 14 days, and 20 not due yet.
    const overdue: Card[] = Array.from({ length: 400 }, (_, index) => ({
      cardID: randomUUID(),
      due: new Date(now.getTime() - (1 + (index % 14)) * DAY),
      stability: 1 + ((index * 7) % 30),
      lapses: index % 4,
    }));
    const notDue: Card[] = Array.from({ length: 20 }, () => ({
      cardID: randomUUID(),
      due: new Date(now.getTime() + DAY),
      stability: 0.5,
      lapses: 9,
    }));
    await spec.given(...events(readerID, [...overdue, ...notDue]));

    const summary = await queries().summaryOf(readerID, now);
    expect(summary).toMatchObject({ dueNow: 400, dueToday: 50, dailyLimit: 50, reviewedToday: 0, totalCards: 420 });
    const left = await queries().leftToday(readerID, now);
    expect(left).toBe(50);

    const queue = await queries().dueCards(readerID, now, 500, [topicID]);
    const expected = [...overdue]
      .sort(
        (a, b) =>
          a.due.getTime() - b.due.getTime() ||
          a.stability - b.stability ||
          b.lapses - a.lapses ||
          a.cardID.localeCompare(b.cardID),
      )
      .slice(0, 50)
      .map((card) => card.cardID);
    expect(queue.map((card) => card.cardID)).toEqual(expected);
    // The oldest day (14 days overdue) comes first, its weakest card before the others.
    expect(queue[0]!.due.getTime()).toBe(now.getTime() - 14 * DAY);

    // A locked topic's cards are not offered.
    expect(await queries().dueCards(readerID, now, 500, [randomUUID()])).toEqual([]);
    // A smaller limit asked for is kept.
    expect(await queries().dueCards(readerID, now, 3, [topicID])).toHaveLength(3);
  });

  it("a closed topic's cards among the most overdue give way to open ones, up to the limit", async () => {
    const readerID = randomUUID();
    const closedTopic = randomUUID();
    // 80 cards over 8 days, the odd ones in a topic the reader may no longer open.
    const cards: Card[] = Array.from({ length: 80 }, (_, index) => ({
      cardID: randomUUID(),
      due: new Date(now.getTime() - (1 + (index % 8)) * DAY),
      stability: 1 + index,
      lapses: 0,
      topic: index % 2 === 1 ? closedTopic : topicID,
    }));
    await spec.given(...events(readerID, cards));
    const inOrder = (list: Card[]) =>
      [...list]
        .sort((a, b) => a.due.getTime() - b.due.getTime() || a.stability - b.stability)
        .map((card) => card.cardID);

    const open = await queries().dueCards(readerID, now, 500, [topicID]);
    expect(open.map((card) => card.cardID)).toEqual(inOrder(cards.filter((card) => card.topic === topicID)));
    const both = await queries().dueCards(readerID, now, 500, [topicID, closedTopic]);
    expect(both.map((card) => card.cardID)).toEqual(inOrder(cards).slice(0, 50));
  });

  it('cards graded today use up the daily limit (a set limit replaces the default)', async () => {
    const readerID = randomUUID();
    const cards: Card[] = Array.from({ length: 8 }, () => ({
      cardID: randomUUID(),
      due: new Date(now.getTime() - DAY),
      stability: 2,
      lapses: 0,
    }));
    await spec.given(...events(readerID, cards), { type: 'ReviewSettingsSaved', data: { readerID, dailyLimit: 5 } });
    await spec.given({
      type: 'ReviewCardGraded',
      data: {
        cardID: cards[0]!.cardID,
        readerID,
        rating: 'GOOD',
        // 08:00 in Sydney today.
        reviewedAt: new Date(now.getTime() - 3_600_000).toISOString(),
        card: { ...newFsrsCard(new Date(now.getTime() + 3 * DAY)), stability: 5, reps: 2, state: 'Review' },
      },
    });
    expect(await queries().summaryOf(readerID, now)).toMatchObject({
      dueNow: 7,
      dueToday: 4,
      dailyLimit: 5,
      reviewedToday: 1,
      totalCards: 8,
    });
    expect(await queries().dueCards(readerID, now, 500, null)).toHaveLength(4);
  });

  it('the forecast counts the cards due in each period, those overdue in the first', async () => {
    const readerID = randomUUID();
    const at = (days: number) => new Date(now.getTime() + days * DAY);
    await spec.given(
      ...events(
        readerID,
        [-3, 1, 6, 8, 20, 40].map((days) => ({ cardID: randomUUID(), due: at(days), stability: 1, lapses: 0 })),
      ),
    );
    expect(await queries().dueBetween(readerID, [at(0), at(7), at(14), at(21)], null, now)).toEqual([3, 1, 1]);
  });
});
