import { type ReviewRating, ReviewMessages } from '@notebook/contracts';
import { type Decider, NotFoundError, commandHandler } from '@notebook/kernel';
import { type FsrsCard, newFsrsCard, scheduleReview } from '../scheduler/review-scheduler';
import { type ReviewCardAdded, type ReviewCardEvent, reviewCardStream } from './review-card.events';

export type ReviewCardState =
  { exists: false } | (ReviewCardAdded['data'] & { exists: true; card: FsrsCard; lastReviewedAt: string | null });

export type ReviewCardCommand =
  | { type: 'AddReviewCard'; data: ReviewCardAdded['data'] }
  | {
      type: 'GradeReviewCard';
      data: { cardID: string; readerID: string; rating: ReviewRating; now: Date; examDate: string | null };
    };

/**
 * One review card. Adding a card that exists records nothing (a question missed again, a job run
 * twice); grading needs the reader's own card, offered already (a mock exam's miss waits for its
 * release): anything else is not found. The schedule is FSRS's, bent by the exam date.
 */
export const reviewCardDecider: Decider<ReviewCardState, ReviewCardCommand, ReviewCardEvent> = {
  initialState: () => ({ exists: false }),
  evolve(state, event) {
    if (event.type === 'ReviewCardAdded')
      return state.exists
        ? state
        : { ...event.data, exists: true, card: newFsrsCard(new Date(event.data.availableFrom)), lastReviewedAt: null };
    return state.exists ? { ...state, card: event.data.card, lastReviewedAt: event.data.reviewedAt } : state;
  },
  decide(command, state) {
    if (command.type === 'AddReviewCard') return state.exists ? [] : [{ type: 'ReviewCardAdded', data: command.data }];
    const { cardID, readerID, rating, now, examDate } = command.data;
    if (!state.exists || state.readerID !== readerID || new Date(state.availableFrom) > now)
      throw new NotFoundError(ReviewMessages.cardNotFound, 'cardID');
    const card = scheduleReview(state.card, rating, now, examDate);
    return [{ type: 'ReviewCardGraded', data: { cardID, readerID, rating, reviewedAt: now.toISOString(), card } }];
  },
};

export const reviewCardCommands = commandHandler({ decider: reviewCardDecider, streamName: reviewCardStream });
