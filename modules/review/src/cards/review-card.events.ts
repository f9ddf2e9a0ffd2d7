import { z } from 'zod';
import { ExamKind, ReviewCardKind, ReviewCardSource, ReviewRating } from '@notebook/contracts';
import { type EventOf, type EventTypeOf, type SameTypes, defineEvent, idFrom } from '@notebook/kernel';
import { FsrsStates } from '../scheduler/review-scheduler';

const id = z.uuid();
const instant = z.iso.datetime({ offset: true });

/** A card's FSRS memory after a review (ts-fsrs's card, dates as ISO strings). */
export const fsrsCard = z.strictObject({
  due: instant,
  stability: z.number().min(0),
  difficulty: z.number().min(0),
  elapsedDays: z.number().int().min(0),
  scheduledDays: z.number().int().min(0),
  learningSteps: z.number().int().min(0),
  reps: z.number().int().min(0),
  lapses: z.number().int().min(0),
  state: z.enum(FsrsStates),
  lastReview: instant.nullable(),
});

/**
 * A question became one of the reader's review cards: missed in practice, missed in a mock exam
 * (offered from `availableFrom`, the result's release), or asked for. A question (of a kind) is one
 * card per reader: its id derives from the three (`reviewCardID`).
 */
export const ReviewCardAdded = defineEvent(
  'ReviewCardAdded',
  z.strictObject({
    cardID: id,
    readerID: id,
    questionID: id,
    kind: z.enum(ReviewCardKind),
    source: z.enum(ReviewCardSource),
    topicID: id,
    lessonID: id.nullable(),
    availableFrom: instant,
  }),
);
/** The reader graded the card; `card` is its FSRS memory after the review, `card.due` when it is next due. */
export const ReviewCardGraded = defineEvent(
  'ReviewCardGraded',
  z.strictObject({
    cardID: id,
    readerID: id,
    rating: z.enum(ReviewRating),
    reviewedAt: instant,
    card: fsrsCard,
  }),
);
/** The reader's exam and its day (Sydney): the scheduler keeps every card before it. */
export const ExamPlanSet = defineEvent(
  'ExamPlanSet',
  z.strictObject({ readerID: id, exam: z.enum(ExamKind), examDate: z.iso.date() }),
);
/** The most cards the reader reviews in a day. */
export const ReviewSettingsSaved = defineEvent(
  'ReviewSettingsSaved',
  z.strictObject({ readerID: id, dailyLimit: z.number().int().min(1) }),
);

export type ReviewCardAdded = EventOf<typeof ReviewCardAdded>;
export type ReviewCardGraded = EventOf<typeof ReviewCardGraded>;
export type ExamPlanSet = EventOf<typeof ExamPlanSet>;
export type ReviewSettingsSaved = EventOf<typeof ReviewSettingsSaved>;
export type ReviewCardEvent = ReviewCardAdded | ReviewCardGraded;
export type ReviewReaderEvent = ExamPlanSet | ReviewSettingsSaved;
export type ReviewEvent = ReviewCardEvent | ReviewReaderEvent;

export const ReviewEventTypes = [
  'ReviewCardAdded',
  'ReviewCardGraded',
  'ExamPlanSet',
  'ReviewSettingsSaved',
] as const satisfies ReadonlyArray<ReviewEvent['type']>;

/** The review cards' and the reader's plan events, with their schemas (the module's list: review.event-schemas.ts). */
export const reviewCardEventSchemas = [ReviewCardAdded, ReviewCardGraded, ExamPlanSet, ReviewSettingsSaved] as const;
// Compile-time check: the list holds exactly the module's event types.
const _everyReviewEventListed: SameTypes<EventTypeOf<typeof reviewCardEventSchemas>, ReviewEvent['type']> = true;

/** One reader's card of one question: the same id however often the question is missed. */
export const reviewCardID = (readerID: string, kind: ReviewCardKind, questionID: string) =>
  idFrom(`review-card:${readerID}:${kind}:${questionID}`);

/** Each card is a stream of its own (grading one never waits on another); its id is the reader's and the question's. */
export const reviewCardStream = (cardID: string) => `reviewCard-${cardID}`;
/** The reader's exam plan and review settings. */
export const reviewReaderStream = (readerID: string) => `reviewReader-${readerID}`;
