import { z } from 'zod';
import { entityId, numberField, requiredText } from './fields';
import { Messages } from './messages';

/**
 * Spaced review and the plan to the exam date (issue 29). Every question a reader misses (in
 * practice, and in a mock exam once its result is released) and every one they ask to review
 * becomes a review card, scheduled with FSRS (`ts-fsrs`). Cards are events on the reader's review
 * stream; the due queue is a read model. The reader's exam and its date bend the schedule: no card
 * falls due after the exam.
 */

export const ReviewCardKind = ['AKT', 'MSQ', 'KFP'] as const;
export type ReviewCardKind = (typeof ReviewCardKind)[number];

export const ReviewRating = ['AGAIN', 'HARD', 'GOOD', 'EASY'] as const;
export type ReviewRating = (typeof ReviewRating)[number];

export const ExamKind = ['AKT', 'KFP', 'BOTH'] as const;
export type ExamKind = (typeof ExamKind)[number];

export const examKindLabels: Record<ExamKind, string> = { AKT: 'AKT', KFP: 'KFP', BOTH: 'AKT and KFP' };
export const reviewRatingLabels: Record<ReviewRating, string> = {
  AGAIN: 'Again',
  HARD: 'Hard',
  GOOD: 'Good',
  EASY: 'Easy',
};

export const ReviewLimits = {
  /** Cards a review session offers in a day unless the reader sets another limit. */
  defaultDailyLimit: 50,
  minDailyLimit: 5,
  maxDailyLimit: 500,
  /** The most cards one queue call returns. */
  maxQueue: 500,
} as const;

/** One card in the due queue: most overdue and weakest first. */
export type ReviewCard = {
  cardID: string;
  questionID: string;
  kind: ReviewCardKind;
  /** ISO date-time the card falls due. */
  due: string;
  lessonID: string | null;
  lessonName: string | null;
  topicID: string;
  topicName: string;
};

/** `reader/gradeReviewCard`'s answer: when the card is next due. */
export type GradedReviewCard = { cardID: string; due: string };

export type ExamPlan = {
  exam: ExamKind;
  /** The exam day, YYYY-MM-DD (Australia/Sydney). */
  examDate: string;
};

export type ReviewSummary = {
  /** Cards due now, before the daily limit. */
  dueNow: number;
  /** What today's session offers: dueNow capped by what the daily limit leaves today. */
  dueToday: number;
  dailyLimit: number;
  reviewedToday: number;
  totalCards: number;
  examPlan: ExamPlan | null;
};

/** Cards falling due in each week from now to the exam date (or 12 weeks without one). */
export type ReviewForecast = { weeks: { weekStart: string; due: number }[]; examDate: string | null };

export const reviewQueueRequest = z.object({
  limit: numberField({ min: 1, max: ReviewLimits.maxQueue }).optional(),
});

export const gradeReviewCardRequest = z.object({
  cardID: entityId,
  rating: z.enum(ReviewRating, { error: Messages.invalidEntry }),
});

/**
 * A review session: the due cards of one kind (up to today's limit) put into a practice session in
 * tutor mode, so the practice screens show them one question at a time. KFP cards are reviewed one
 * case at a time through the KFP practice screen (`kfpCaseIDs`).
 */
export const startReviewSessionRequest = z.object({
  kind: z.enum(ReviewCardKind, { error: Messages.invalidEntry }),
});
export type ReviewSession = {
  kind: ReviewCardKind;
  aktSessionID: string | null;
  msqSessionID: string | null;
  /** The cards in the session's order (for KFP, one per case). */
  cards: ReviewCard[];
};

/**
 * The rating an answer earns unless the reader picks another: a miss is AGAIN; a right answer is
 * EASY when quick, GOOD at a normal pace, HARD when slow. The one rule, used by the server and the
 * review screen.
 */
export const ReviewPace = { easyWithinSeconds: 30, hardAfterSeconds: 120 } as const;
export function suggestedRating(correct: boolean, secondsTaken: number): ReviewRating {
  if (!correct) return 'AGAIN';
  if (secondsTaken <= ReviewPace.easyWithinSeconds) return 'EASY';
  if (secondsTaken > ReviewPace.hardAfterSeconds) return 'HARD';
  return 'GOOD';
}

/** A reader asks to review a question they did not miss. */
export const addReviewCardRequest = z.object({
  questionID: entityId,
  kind: z.enum(ReviewCardKind, { error: Messages.invalidEntry }),
});

export const saveReviewSettingsRequest = z.object({
  dailyLimit: numberField({ min: ReviewLimits.minDailyLimit, max: ReviewLimits.maxDailyLimit }),
});

export const saveExamPlanRequest = z.object({
  exam: z.enum(ExamKind, { error: Messages.invalidEntry }),
  examDate: z.iso.date({ error: Messages.invalidDate }),
});

/**
 * An RACGP exam sitting admins keep (/admin/config/exam-sittings), from the RACGP's published
 * calendar: the reader's exam plan offers the upcoming ones as choices. The seed adds none (the
 * dates cannot be vouched for here); admins enter the RACGP's published dates.
 */
export const ExamSittingKind = ['AKT', 'KFP'] as const;
export type ExamSittingKind = (typeof ExamSittingKind)[number];
export const EXAM_SITTING_NAME_MAX = 100;

export type ExamSitting = {
  sittingID: string;
  exam: ExamSittingKind;
  name: string;
  /** The exam day, YYYY-MM-DD (Australia/Sydney). */
  examDate: string;
};

/** Adds a sitting (no `sittingID`) or updates the one named. */
export const saveExamSittingRequest = z.object({
  sittingID: entityId.optional(),
  exam: z.enum(ExamSittingKind, { error: Messages.invalidEntry }),
  name: requiredText(EXAM_SITTING_NAME_MAX),
  examDate: z.iso.date({ error: Messages.invalidDate }),
});
export type SaveExamSittingRequest = z.input<typeof saveExamSittingRequest>;
export const examSittingRequest = z.object({ sittingID: entityId });

/** The sittings of an exam plan's choice: both kinds for 'BOTH'. */
export const sittingKindsOf = (exam: ExamKind): readonly ExamSittingKind[] =>
  exam === 'BOTH' ? ExamSittingKind : [exam];

/** Today's plan on the subscriber's home: what to read and practise, weakest first. */
export type DayPlan = {
  /** YYYY-MM-DD, Australia/Sydney. */
  date: string;
  examPlan: ExamPlan | null;
  /** Whole days to the exam, or null without one. */
  daysToExam: number | null;
  dueReviews: number;
  weakTopics: { topicID: string; topicName: string; readinessPercent: number | null }[];
  lessonsToRead: { lessonID: string; lessonName: string; topicID: string; topicName: string }[];
  nextMockExam: { mockExamID: string; name: string; startsAt: string } | null;
};

/** Where a card came from: a miss in practice, a miss in a released mock exam, or the reader's own ask. */
export const ReviewCardSource = ['PRACTICE_MISS', 'MOCK_MISS', 'ASKED'] as const;
export type ReviewCardSource = (typeof ReviewCardSource)[number];

/** The review module's texts (server answers; the review screens show them too). */
export const ReviewMessages = {
  cardNotFound: 'Review card not found',
  questionNotFound: 'Question not found',
  questionLocked: 'Subscribe or start a free trial to review the questions of this topic',
  examDateInPast: 'The exam date cannot be in the past',
  graded: 'Review saved',
  settingsSaved: 'Review settings saved',
  examPlanSaved: 'Exam plan saved',
  sittingNotFound: 'Exam sitting not found',
} as const;
