import { type DomainEvent, type JobProcessor, type JobQueue, occurredAt } from '@notebook/kernel';
import type { Projection, Recorded } from '@notebook/read-models';
import type { ReviewCardsService } from '../review-cards.service';

/**
 * The practice and mock exams events this reads, by the few fields it uses (declared here: a module
 * reads another's events, never its internals). A miss is an answer short of full marks.
 */
type Marked = { marks: number; outOf: number };
export type MissSignal =
  | DomainEvent<'AktAnswerSubmitted', Marked & { readerID: string; aktQuestionID: string }>
  | DomainEvent<'MsqAnswerSubmitted', Marked & { readerID: string; msqQuestionID: string; penalty: number }>
  | DomainEvent<
      'KfpAnswerSubmitted',
      { readerID: string; kfpAttemptID: string; answerStatus: 'CORRECT' | 'INCORRECT' | null }
    >
  | DomainEvent<'KfpAnswerSelfMarked', { readerID: string; kfpAttemptID: string; correct: boolean }>
  | DomainEvent<'MockAttemptSubmitted', { readerID: string; mockAttemptID: string }>;

export const ReviewJobs = {
  practiceMiss: 'review.addPracticeMiss',
  kfpMiss: 'review.addKfpMiss',
  mockMisses: 'review.addMockMisses',
} as const;

/**
 * Turns misses into review-card jobs (a reactor with its own checkpoint): an AKT or MSQ answer short
 * of full marks, a KFP answer marked wrong (by the key or by the reader), and every handed-in mock
 * attempt (its misses are offered once its result is released). Each job's id is its event's, so a
 * batch delivered again schedules nothing twice; the card's id is the reader's and the question's,
 * so a job run twice adds one card.
 */
export function reviewCardScheduler(jobs: JobQueue): Projection<MissSignal> {
  return {
    name: 'review-card-jobs',
    version: 1,
    canHandle: [
      'AktAnswerSubmitted',
      'MsqAnswerSubmitted',
      'KfpAnswerSubmitted',
      'KfpAnswerSelfMarked',
      'MockAttemptSubmitted',
    ],
    tables: [],
    async handle(events) {
      for (const event of events) {
        const job = jobOf(event);
        if (job)
          await jobs.schedule({
            name: job.name,
            jobId: `${event.eventId}-review`,
            runAt: occurredAt(event),
            data: { ...job.data, readerID: event.data.readerID, at: occurredAt(event).toISOString() },
          });
      }
    },
  };
}

function jobOf(event: Recorded<MissSignal>): { name: string; data: Record<string, string> } | null {
  switch (event.type) {
    case 'AktAnswerSubmitted':
      return event.data.marks < event.data.outOf
        ? { name: ReviewJobs.practiceMiss, data: { kind: 'AKT', questionID: event.data.aktQuestionID } }
        : null;
    case 'MsqAnswerSubmitted':
      return event.data.marks - event.data.penalty < event.data.outOf
        ? { name: ReviewJobs.practiceMiss, data: { kind: 'MSQ', questionID: event.data.msqQuestionID } }
        : null;
    case 'KfpAnswerSubmitted':
      return event.data.answerStatus === 'INCORRECT'
        ? { name: ReviewJobs.kfpMiss, data: { kfpAttemptID: event.data.kfpAttemptID } }
        : null;
    case 'KfpAnswerSelfMarked':
      return event.data.correct ? null : { name: ReviewJobs.kfpMiss, data: { kfpAttemptID: event.data.kfpAttemptID } };
    case 'MockAttemptSubmitted':
      return { name: ReviewJobs.mockMisses, data: { mockAttemptID: event.data.mockAttemptID } };
  }
}

/** Runs the review-card jobs (safe to run twice: a card the reader has records nothing). */
export function reviewJobProcessors(cards: ReviewCardsService): Record<string, JobProcessor> {
  return {
    [ReviewJobs.practiceMiss]: (data) =>
      cards.addPracticeMiss(data.readerID!, data.kind === 'MSQ' ? 'MSQ' : 'AKT', data.questionID!, new Date(data.at!)),
    [ReviewJobs.kfpMiss]: (data) => cards.addKfpMiss(data.readerID!, data.kfpAttemptID!, new Date(data.at!)),
    [ReviewJobs.mockMisses]: (data) => cards.addMockMisses(data.mockAttemptID!),
  };
}
