import type { ReviewCardKind, ReviewCardSource } from '@notebook/contracts';
import { type Actor, type CommandExecutor, SYSTEM_ACTOR } from '@notebook/kernel';
import type { KfpAttemptQueries } from '@notebook/practice';
import type { PracticeQuestionQueries } from '@notebook/question-bank';
import { reviewCardID } from './cards/review-card.events';
import { reviewCardCommands } from './cards/review-card.decider';
import { MockEventTypesRead } from './projections/review-mock.projection';
import type { ReviewQueries } from './queries/review.queries';

const FROM_A_JOB = { awaitReadModels: false } as const;
const CARDS_AT_ONCE = 16;

export type NewCard = {
  readerID: string;
  questionID: string;
  kind: ReviewCardKind;
  source: ReviewCardSource;
  topicID: string;
  availableFrom: Date;
};

/**
 * Makes review cards: of a question a reader missed in practice or in a mock exam (run by the jobs),
 * or asked to review. A card the reader already has records nothing, so a job run twice, a reactor's
 * batch delivered again, or an answer given in a review session adds no second card.
 */
export class ReviewCardsService {
  constructor(
    private readonly executor: CommandExecutor,
    private readonly queries: ReviewQueries,
    private readonly questions: PracticeQuestionQueries,
    private readonly kfpAttempts: KfpAttemptQueries,
  ) {}

  /**
   * `awaitReadModels: false` for the jobs: nobody waits on their answer, and a mock exam's hundred
   * misses would otherwise each wait for the projections (the mock exams bench crawled at 14 cards a second).
   */
  async add(card: NewCard, actor: Actor = SYSTEM_ACTOR, { awaitReadModels = true } = {}) {
    const cardID = reviewCardID(card.readerID, card.kind, card.questionID);
    // The lesson the question is linked to when the card is made (issue 29).
    const lessonID = await this.questions.lessonOf(card.kind, card.questionID);
    const { state } = await reviewCardCommands.handle(
      this.executor,
      cardID,
      {
        type: 'AddReviewCard',
        data: { ...card, cardID, lessonID, availableFrom: card.availableFrom.toISOString() },
      },
      actor,
      { awaitReadModels },
    );
    return state;
  }

  /** An AKT or MSQ question missed in practice; a question no longer in the bank is not reviewed. */
  async addPracticeMiss(readerID: string, kind: 'AKT' | 'MSQ', questionID: string, at: Date): Promise<void> {
    const [question] = await this.questions.practiceQuestions(kind, [questionID]);
    if (!question) return;
    await this.add(
      { readerID, questionID, kind, source: 'PRACTICE_MISS', topicID: question.topicID, availableFrom: at },
      SYSTEM_ACTOR,
      FROM_A_JOB,
    );
  }

  /** A KFP case with a missed answer: the card is the case (reviewed as a whole in KFP practice). */
  async addKfpMiss(readerID: string, kfpAttemptID: string, at: Date): Promise<void> {
    await this.executor.catchUpReadModels(['KfpAttemptStarted']);
    const found = await this.kfpAttempts.attempt(kfpAttemptID, readerID);
    if (!found)
      throw new Error(`KFP attempt ${kfpAttemptID} is not in the read model yet; the review card is tried again`);
    const { kfpCaseID, topicID } = found.attempt.kfpCase;
    await this.add(
      { readerID, questionID: kfpCaseID, kind: 'KFP', source: 'PRACTICE_MISS', topicID, availableFrom: at },
      SYSTEM_ACTOR,
      FROM_A_JOB,
    );
  }

  /** A handed-in mock attempt's misses, each offered from the result's release. */
  async addMockMisses(mockAttemptID: string): Promise<void> {
    await this.executor.catchUpReadModels(MockEventTypesRead);
    const misses = await this.queries.mockMisses(mockAttemptID);
    if (!misses?.releasedAt)
      throw new Error(
        `Mock attempt ${mockAttemptID} is not handed in in the read model yet; its review cards are tried again`,
      );
    const { readerID, kind, releasedAt } = misses;
    // A few at once: the event store commits concurrent appends together.
    for (let start = 0; start < misses.questions.length; start += CARDS_AT_ONCE)
      await Promise.all(
        misses.questions
          .slice(start, start + CARDS_AT_ONCE)
          .map(({ questionID, topicID }) =>
            this.add(
              { readerID, questionID, kind, source: 'MOCK_MISS', topicID, availableFrom: releasedAt },
              SYSTEM_ACTOR,
              FROM_A_JOB,
            ),
          ),
      );
  }
}
