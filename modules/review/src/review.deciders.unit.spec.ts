import { ConflictError, NotFoundError, ValidationError } from '@notebook/kernel';
import { given } from '@notebook/kernel/testing';
import { reviewCardDecider } from './cards/review-card.decider';
import type { ReviewCardAdded, ReviewCardEvent, ReviewReaderEvent } from './cards/review-card.events';
import { reviewReaderDecider } from './cards/review-reader.decider';
import { newFsrsCard, scheduleReview } from './scheduler/review-scheduler';
import { examSittingDecider } from './sittings/exam-sitting.decider';
import type { ExamSittingEvent } from './sittings/exam-sitting.events';

const cardID = '0190a0b0-0000-7000-8000-000000000001';
const readerID = '0190a0b0-0000-7000-8000-000000000002';
const releasedAt = new Date('2026-03-10T08:00:00Z');
const data: ReviewCardAdded['data'] = {
  cardID,
  readerID,
  questionID: '0190a0b0-0000-7000-8000-000000000003',
  kind: 'AKT',
  source: 'MOCK_MISS',
  topicID: '0190a0b0-0000-7000-8000-000000000004',
  lessonID: null,
  availableFrom: releasedAt.toISOString(),
};
const added: ReviewCardEvent = { type: 'ReviewCardAdded', data };
const grade = (now: Date, examDate: string | null = null, reader = readerID) =>
  ({ type: 'GradeReviewCard', data: { cardID, readerID: reader, rating: 'GOOD', now, examDate } }) as const;

describe('review card', () => {
  test('given no card, when a miss adds it, then ReviewCardAdded is recorded', () => {
    given(reviewCardDecider).when({ type: 'AddReviewCard', data }).then([added]);
  });

  test('given the card, when the question is missed again (or the job runs twice), then nothing happens', () => {
    given(reviewCardDecider, [added])
      .when({ type: 'AddReviewCard', data: { ...data, source: 'PRACTICE_MISS' } })
      .thenNothingHappened();
  });

  test('given the card, when its reader grades it once offered, then the FSRS card after the review is recorded', () => {
    const now = new Date('2026-03-11T00:00:00Z');
    given(reviewCardDecider, [added])
      .when(grade(now))
      .then([
        {
          type: 'ReviewCardGraded',
          data: {
            cardID,
            readerID,
            rating: 'GOOD',
            reviewedAt: now.toISOString(),
            card: scheduleReview(newFsrsCard(releasedAt), 'GOOD', now, null),
          },
        },
      ]);
  });

  test("given a mock exam's miss not yet released, when it is graded, then it is not found", () => {
    given(reviewCardDecider, [added])
      .when(grade(new Date(releasedAt.getTime() - 1)))
      .thenThrows(NotFoundError);
  });

  test("given another reader's card, when it is graded, then it is not found", () => {
    given(reviewCardDecider, [added])
      .when(grade(new Date('2026-03-11T00:00:00Z'), null, '0190a0b0-0000-7000-8000-000000000009'))
      .thenThrows(NotFoundError);
  });

  test('given no card, when it is graded, then it is not found', () => {
    given(reviewCardDecider)
      .when(grade(new Date('2026-03-11T00:00:00Z')))
      .thenThrows(NotFoundError);
  });
});

describe("a reader's exam plan and review settings", () => {
  const plan = { readerID, exam: 'AKT', examDate: '2026-07-20' } as const;
  const planSet: ReviewReaderEvent = { type: 'ExamPlanSet', data: plan };

  test('given no plan, when the reader sets one, then ExamPlanSet is recorded', () => {
    given(reviewReaderDecider)
      .when({ type: 'SetExamPlan', data: { ...plan, today: '2026-03-01' } })
      .then([planSet]);
  });

  test('given the plan, when the same plan is saved, then nothing happens', () => {
    given(reviewReaderDecider, [planSet])
      .when({ type: 'SetExamPlan', data: { ...plan, today: '2026-03-01' } })
      .thenNothingHappened();
  });

  test('given no plan, when the exam date is before today (Sydney), then it is refused', () => {
    given(reviewReaderDecider)
      .when({ type: 'SetExamPlan', data: { ...plan, today: '2026-07-21' } })
      .thenThrows(ValidationError);
  });

  test('given a daily limit, when the same limit is saved, then nothing happens; another is recorded', () => {
    const saved: ReviewReaderEvent = { type: 'ReviewSettingsSaved', data: { readerID, dailyLimit: 80 } };
    given(reviewReaderDecider, [saved])
      .when({ type: 'SaveReviewSettings', data: { readerID, dailyLimit: 80 } })
      .thenNothingHappened();
    given(reviewReaderDecider, [saved])
      .when({ type: 'SaveReviewSettings', data: { readerID, dailyLimit: 20 } })
      .then([{ type: 'ReviewSettingsSaved', data: { readerID, dailyLimit: 20 } }]);
  });
});

describe('exam sitting', () => {
  const sitting = {
    sittingID: '0190a0b0-0000-7000-8000-000000000009',
    exam: 'AKT' as const,
    name: 'AKT 2027.1',
    examDate: '2027-02-03',
  };
  const saved: ExamSittingEvent = { type: 'ExamSittingSaved', data: sitting };
  const removed: ExamSittingEvent = { type: 'ExamSittingRemoved', data: { sittingID: sitting.sittingID } };

  test('given none, when an admin adds it, then it is saved; adding it again is a conflict', () => {
    given(examSittingDecider).when({ type: 'AddExamSitting', data: sitting }).then([saved]);
    given(examSittingDecider, [saved]).when({ type: 'AddExamSitting', data: sitting }).thenThrows(ConflictError);
  });

  test('given a sitting, when its form is saved untouched, then nothing happens; a new date is recorded', () => {
    given(examSittingDecider, [saved]).when({ type: 'UpdateExamSitting', data: sitting }).thenNothingHappened();
    const moved = { ...sitting, examDate: '2027-02-04' };
    given(examSittingDecider, [saved])
      .when({ type: 'UpdateExamSitting', data: moved })
      .then([{ type: 'ExamSittingSaved', data: moved }]);
  });

  test('given none, or a removed sitting, when it is updated or removed, then it is not found', () => {
    given(examSittingDecider).when({ type: 'UpdateExamSitting', data: sitting }).thenThrows(NotFoundError);
    given(examSittingDecider, [saved, removed])
      .when({ type: 'UpdateExamSitting', data: sitting })
      .thenThrows(NotFoundError);
    given(examSittingDecider, [saved, removed])
      .when({ type: 'RemoveExamSitting', data: { sittingID: sitting.sittingID } })
      .thenThrows(NotFoundError);
    given(examSittingDecider, [saved, removed])
      .when({ type: 'AddExamSitting', data: sitting })
      .thenThrows(ConflictError);
  });

  test('given a sitting, when an admin removes it, then it is removed', () => {
    given(examSittingDecider, [saved])
      .when({ type: 'RemoveExamSitting', data: { sittingID: sitting.sittingID } })
      .then([removed]);
  });
});
