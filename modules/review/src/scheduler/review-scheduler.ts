import type { ReviewRating } from '@notebook/contracts';
import { type Card, Rating, State, createEmptyCard, fsrs } from 'ts-fsrs';
import { sydneyMidnight } from '@notebook/kernel';
import { addDays, examEve } from './sydney-days';

/** A card's FSRS memory as recorded in the events (dates as ISO strings, the state by name). */
export type FsrsCard = {
  due: string;
  stability: number;
  difficulty: number;
  elapsedDays: number;
  scheduledDays: number;
  learningSteps: number;
  reps: number;
  lapses: number;
  state: FsrsState;
  lastReview: string | null;
};
export const FsrsStates = ['New', 'Learning', 'Review', 'Relearning'] as const;
export type FsrsState = (typeof FsrsStates)[number];

const ratings: Record<ReviewRating, Rating.Again | Rating.Hard | Rating.Good | Rating.Easy> = {
  AGAIN: Rating.Again,
  HARD: Rating.Hard,
  GOOD: Rating.Good,
  EASY: Rating.Easy,
};
const DAY_MS = 86_400_000;

/** A card never reviewed, due at `from` (a mock exam's miss: when its result is released). */
export function newFsrsCard(from: Date): FsrsCard {
  return fromTsFsrs(createEmptyCard(from));
}

/**
 * The card after a review at `now`, by FSRS (ts-fsrs, no fuzz, so the same review always schedules
 * the same). With an exam ahead the exam bends it: no interval is longer than the days left to the
 * exam's eve, and the due date is clamped to the eve (Sydney), so every card is met again before the
 * exam; a card reviewed on the eve or the exam day falls due by the end of the exam day at the latest.
 */
export function scheduleReview(card: FsrsCard, rating: ReviewRating, now: Date, examDate: string | null): FsrsCard {
  const latest = examDate ? latestDue(examDate, now) : null;
  const daysLeft = latest ? Math.max(1, Math.floor((latest.getTime() - now.getTime()) / DAY_MS)) : undefined;
  const scheduler = fsrs({ enable_fuzz: false, ...(daysLeft ? { maximum_interval: daysLeft } : {}) });
  const next = fromTsFsrs(scheduler.next(toTsFsrs(card), now, ratings[rating]).card);
  if (latest && new Date(next.due).getTime() > latest.getTime()) return { ...next, due: latest.toISOString() };
  return next;
}

/** The latest a card may fall due, reviewed at `now`: the exam's eve, then the exam day's end; null once the exam is over. */
export function latestDue(examDate: string, now: Date): Date | null {
  const eve = examEve(examDate);
  if (now < eve) return eve;
  const examOver = sydneyMidnight(addDays(examDate, 1));
  return now < examOver ? examOver : null;
}

export function toTsFsrs(card: FsrsCard): Card {
  return {
    due: new Date(card.due),
    stability: card.stability,
    difficulty: card.difficulty,
    elapsed_days: card.elapsedDays,
    scheduled_days: card.scheduledDays,
    learning_steps: card.learningSteps,
    reps: card.reps,
    lapses: card.lapses,
    state: State[card.state],
    ...(card.lastReview ? { last_review: new Date(card.lastReview) } : {}),
  };
}

export function fromTsFsrs(card: Card): FsrsCard {
  return {
    due: card.due.toISOString(),
    stability: card.stability,
    difficulty: card.difficulty,
    elapsedDays: card.elapsed_days,
    scheduledDays: card.scheduled_days,
    learningSteps: card.learning_steps,
    reps: card.reps,
    lapses: card.lapses,
    state: State[card.state] as FsrsState,
    lastReview: card.last_review ? card.last_review.toISOString() : null,
  };
}
