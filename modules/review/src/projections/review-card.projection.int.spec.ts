import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { projectionSpec } from '../../../../test/support/projection-spec';
import type { ReviewCardAdded, ReviewEvent } from '../cards/review-card.events';
import { newFsrsCard } from '../scheduler/review-scheduler';
import { type QuestionEventRead, reviewCardProjection } from './review-card.projection';

const spec = projectionSpec(reviewCardProjection);
const readerID = randomUUID();

const added = (
  availableFrom: string,
  cardID = randomUUID(),
  more: Partial<ReviewCardAdded['data']> = {},
): ReviewEvent & { data: ReviewCardAdded['data'] } => ({
  type: 'ReviewCardAdded',
  data: {
    cardID,
    readerID,
    questionID: randomUUID(),
    kind: 'AKT',
    source: 'PRACTICE_MISS',
    topicID: randomUUID(),
    lessonID: null,
    availableFrom,
    ...more,
  },
});
const graded = (cardID: string, due: string): ReviewEvent => ({
  type: 'ReviewCardGraded',
  data: {
    cardID,
    readerID,
    rating: 'GOOD',
    reviewedAt: '2026-01-01T00:00:30.000Z',
    card: { ...newFsrsCard(new Date(due)), stability: 3.2, difficulty: 5.1, reps: 1, lapses: 1, state: 'Review' },
  },
});
const examPlan = (examDate: string): ReviewEvent => ({
  type: 'ExamPlanSet',
  data: { readerID, exam: 'AKT', examDate },
});
const dues = async () =>
  (
    await sql<{ card_id: string; due: Date; due_day: string }>`SELECT card_id, due, due_day::text AS due_day
      FROM review_card ORDER BY due`.execute(spec.db)
  ).rows.map((row) => ({ cardID: row.card_id, due: row.due.toISOString(), dueDay: row.due_day }));

describe('review card projection', () => {
  it('a card is due when it is offered, on its Sydney day; added twice it is one card', async () => {
    const card = added('2026-01-05T14:30:00.000Z');
    await spec.given(card, card);
    // 14:30 UTC on 5 January is 01:30 on the 6th in Sydney (UTC+11).
    expect(await dues()).toEqual([{ cardID: card.data.cardID, due: '2026-01-05T14:30:00.000Z', dueDay: '2026-01-06' }]);
  });

  it('a grade records the FSRS memory after it and when the card was reviewed', async () => {
    const card = added('2026-01-01T00:00:00.000Z');
    await spec.given(card, graded(card.data.cardID, '2026-01-09T00:00:30.000Z'));
    expect(
      await spec.db
        .selectFrom('review_card')
        .select(['due', 'fsrs_due', 'stability', 'lapses', 'reps', 'fsrs_state', 'last_reviewed_at'])
        .executeTakeFirstOrThrow(),
    ).toEqual({
      due: new Date('2026-01-09T00:00:30.000Z'),
      fsrs_due: new Date('2026-01-09T00:00:30.000Z'),
      stability: 3.2,
      lapses: 1,
      reps: 1,
      fsrs_state: 'Review',
      last_reviewed_at: new Date('2026-01-01T00:00:30.000Z'),
    });
  });

  it('an exam plan brings every later card to the eve of the exam (Sydney); moving the exam later lets them go back', async () => {
    const early = added('2026-01-10T00:00:00.000Z');
    const late = added('2026-03-01T00:00:00.000Z');
    await spec.given(early, late, examPlan('2026-01-20'));
    // The eve, 19 January, begins at 13:00 UTC on the 18th (AEDT).
    expect(await dues()).toEqual([
      { cardID: early.data.cardID, due: '2026-01-10T00:00:00.000Z', dueDay: '2026-01-10' },
      { cardID: late.data.cardID, due: '2026-01-18T13:00:00.000Z', dueDay: '2026-01-19' },
    ]);

    const afterPlan = added('2026-02-01T00:00:00.000Z');
    await spec.given(afterPlan);
    expect((await dues()).find((row) => row.cardID === afterPlan.data.cardID)?.due).toBe('2026-01-18T13:00:00.000Z');

    await spec.given(examPlan('2026-06-30'));
    expect((await dues()).map((row) => row.due)).toEqual([
      '2026-01-10T00:00:00.000Z',
      '2026-02-01T00:00:00.000Z',
      '2026-03-01T00:00:00.000Z',
    ]);
  });

  it('the daily limit and the exam plan are kept per reader', async () => {
    await spec.given(examPlan('2026-07-20'), {
      type: 'ReviewSettingsSaved',
      data: { readerID, dailyLimit: 80 },
    });
    expect(
      await spec.db
        .selectFrom('review_reader')
        .select(['reader_id', 'daily_limit', 'exam', sql<string>`exam_date::text`.as('exam_date')])
        .execute(),
    ).toEqual([{ reader_id: readerID, daily_limit: 80, exam: 'AKT', exam_date: '2026-07-20' }]);
  });

  it("a card follows its question's lesson link and topic; another kind's question of the same id is left alone", async () => {
    const card = added('2026-01-01T00:00:00.000Z');
    const { questionID } = card.data;
    const otherKind = added(card.data.availableFrom, randomUUID(), {
      questionID,
      topicID: card.data.topicID,
      kind: 'MSQ',
    });
    const lessonID = randomUUID();
    const topicID = randomUUID();
    const events: QuestionEventRead[] = [
      { type: 'AktQuestionLessonLinked', data: { questionID, lessonID } },
      { type: 'AktQuestionUpdated', data: { questionID, topicID } },
    ];
    await spec.given(card, otherKind, ...events);
    const links = () =>
      spec.db.selectFrom('review_card').select(['kind', 'topic_id', 'lesson_id']).orderBy('kind').execute();
    expect(await links()).toEqual([
      { kind: 'AKT', topic_id: topicID, lesson_id: lessonID },
      { kind: 'MSQ', topic_id: card.data.topicID, lesson_id: null },
    ]);

    await spec.given({ type: 'AktQuestionLessonLinked', data: { questionID, lessonID: null } });
    expect((await links())[0]).toEqual({ kind: 'AKT', topic_id: topicID, lesson_id: null });
  });

  it("a KFP card follows its case's lesson link", async () => {
    const card = added('2026-01-01T00:00:00.000Z', randomUUID(), { kind: 'KFP' });
    const lessonID = randomUUID();
    await spec.given(card, { type: 'KfpCaseLessonLinked', data: { kfpCaseID: card.data.questionID, lessonID } });
    expect(await spec.db.selectFrom('review_card').select('lesson_id').executeTakeFirstOrThrow()).toEqual({
      lesson_id: lessonID,
    });
  });
});
