import {
  type ExamPlan,
  Messages,
  type GradedReviewCard,
  ReviewLimits,
  ReviewMessages,
  type ReviewCard,
  type ReviewCardKind,
  type ReviewForecast,
  type ReviewRating,
  type ReviewSession,
  type ReviewSummary,
  type ExamKind,
} from '@notebook/contracts';
import {
  type Clock,
  type CommandExecutor,
  ForbiddenError,
  NotFoundError,
  sydneyDate,
  sydneyMidnight,
} from '@notebook/kernel';
import type { PracticeQuestionQueries } from '@notebook/question-bank';
import type { ReaderCaller, ReadingQueries } from '@notebook/reading';
import { reviewCardCommands } from './cards/review-card.decider';
import { reviewReaderCommands } from './cards/review-reader.decider';
import type { DueCardRow, ReviewQueries } from './queries/review.queries';
import type { ReviewCardsService } from './review-cards.service';
import { addDays, examEve } from './scheduler/sydney-days';

/**
 * What review asks of practice (see review.module.ts): the tutor session a review session opens, and
 * the questions sealed by the reader's unreleased mock attempts (the mock exams' rule practice keeps).
 */
export type ReviewPracticeSessions = {
  createFromQuestions(kind: 'AKT' | 'MSQ', questionIDs: readonly string[], reader: ReaderCaller): Promise<string>;
  sealedFor(readerID: string): Promise<ReadonlySet<string>>;
};

type OpenTopics = { ids: string[]; names: Map<string, string> };
const FORECAST_WEEKS_WITHOUT_EXAM = 12;

/**
 * A reader's spaced review: the due queue (today's limit, most overdue and weakest first), grading,
 * asking for a card, review sessions, the summary and forecast, the daily limit and the exam plan.
 * Only cards of topics the reader may open (the reading-access policy) are offered or graded.
 */
export class ReviewService {
  constructor(
    private readonly executor: CommandExecutor,
    private readonly queries: ReviewQueries,
    private readonly cards: ReviewCardsService,
    private readonly reading: ReadingQueries,
    private readonly questions: PracticeQuestionQueries,
    private readonly practice: ReviewPracticeSessions,
    private readonly clock: Clock,
  ) {}

  async queue(limit: number | undefined, reader: ReaderCaller, kind?: ReviewCardKind): Promise<ReviewCard[]> {
    const now = this.clock.now();
    const open = await this.openTopics(reader);
    const rows = await this.queries.dueCards(reader.readerID, now, limit ?? ReviewLimits.maxQueue, open.ids, kind);
    const lessons = await this.lessonNames(rows.map((row) => row.lessonID));
    return rows.map((row) => toReviewCard(row, open, lessons));
  }

  async grade(input: { cardID: string; rating: ReviewRating }, reader: ReaderCaller): Promise<GradedReviewCard> {
    const { cardID, rating } = input;
    const card = await reviewCardCommands.load(this.executor, cardID);
    if (!card.exists || card.readerID !== reader.readerID)
      throw new NotFoundError(ReviewMessages.cardNotFound, 'cardID');
    const access = (await this.reading.topicAccess(reader.viewer, [card.topicID])).get(card.topicID)?.access;
    if (access !== 'open') throw new NotFoundError(ReviewMessages.cardNotFound, 'cardID');
    const { examPlan } = await reviewReaderCommands.load(this.executor, reader.readerID);
    const now = this.clock.now();
    const { state } = await reviewCardCommands.handle(
      this.executor,
      cardID,
      {
        type: 'GradeReviewCard',
        data: { cardID, readerID: reader.readerID, rating, now, examDate: examPlan?.examDate ?? null },
      },
      reader.actor,
    );
    if (!state.exists) throw new NotFoundError(ReviewMessages.cardNotFound, 'cardID');
    return { cardID, due: state.card.due };
  }

  /**
   * The reader asks to review a question: one card per question (asking again answers the same card).
   * A question of a mock attempt not yet released is refused (403) whether it was missed or not, so
   * the answer tells nothing of the result.
   */
  async add(input: { questionID: string; kind: ReviewCardKind }, reader: ReaderCaller): Promise<ReviewCard> {
    const { questionID, kind } = input;
    if ((await this.practice.sealedFor(reader.readerID)).has(questionID))
      throw new ForbiddenError(Messages.questionInOpenMockExam);
    const topicID = await this.topicOfQuestion(kind, questionID);
    if (!topicID) throw new NotFoundError(ReviewMessages.questionNotFound, 'questionID');
    const topic = (await this.reading.topicAccess(reader.viewer, [topicID])).get(topicID);
    if (!topic || topic.access === 'hidden') throw new NotFoundError(ReviewMessages.questionNotFound, 'questionID');
    if (topic.access === 'locked') throw new ForbiddenError(ReviewMessages.questionLocked);
    const card = await this.cards.add(
      { readerID: reader.readerID, questionID, kind, source: 'ASKED', topicID, availableFrom: this.clock.now() },
      reader.actor,
    );
    if (!card.exists) throw new NotFoundError(ReviewMessages.questionNotFound, 'questionID');
    return {
      cardID: card.cardID,
      questionID,
      kind,
      due: card.card.due,
      ...linkedLesson(card.lessonID, await this.lessonNames([card.lessonID])),
      topicID,
      topicName: topic.topicName,
    };
  }

  /** Today's due cards of one kind; AKT and MSQ ones in a tutor-mode practice session, KFP ones case by case. */
  async session(kind: ReviewCardKind, reader: ReaderCaller): Promise<ReviewSession> {
    const cards = await this.queue(undefined, reader, kind);
    const sessionID =
      kind !== 'KFP' && cards.length > 0
        ? await this.practice.createFromQuestions(
            kind,
            cards.map((card) => card.questionID),
            reader,
          )
        : null;
    return {
      kind,
      aktSessionID: kind === 'AKT' ? sessionID : null,
      msqSessionID: kind === 'MSQ' ? sessionID : null,
      cards,
    };
  }

  async summary(reader: ReaderCaller): Promise<ReviewSummary> {
    const open = await this.openTopics(reader);
    return this.queries.summaryOf(reader.readerID, this.clock.now(), open.ids);
  }

  /** Cards due in each week (Sydney days) from today to the exam, or the next 12 weeks; cards already due count in the first. */
  async forecast(reader: ReaderCaller): Promise<ReviewForecast> {
    const now = this.clock.now();
    const [open, { examPlan }] = await Promise.all([this.openTopics(reader), this.queries.settings(reader.readerID)]);
    const today = sydneyDate(now);
    const examAhead = examPlan && examEve(examPlan.examDate) > now ? examPlan.examDate : null;
    const weeks = examAhead ? Math.max(1, Math.ceil(daysBetween(today, examAhead) / 7)) : FORECAST_WEEKS_WITHOUT_EXAM;
    const weekStarts = Array.from({ length: weeks + 1 }, (_, week) => addDays(today, week * 7));
    const due = await this.queries.dueBetween(reader.readerID, weekStarts.map(sydneyMidnight), open.ids, now);
    return {
      weeks: weekStarts.slice(0, weeks).map((weekStart, week) => ({ weekStart, due: due[week] ?? 0 })),
      examDate: examPlan?.examDate ?? null,
    };
  }

  async saveSettings(dailyLimit: number, reader: ReaderCaller): Promise<ReviewSummary> {
    await reviewReaderCommands.handle(
      this.executor,
      reader.readerID,
      { type: 'SaveReviewSettings', data: { readerID: reader.readerID, dailyLimit } },
      reader.actor,
    );
    return this.summary(reader);
  }

  async examPlan(reader: ReaderCaller): Promise<ExamPlan | null> {
    return (await this.queries.settings(reader.readerID)).examPlan;
  }

  async saveExamPlan(input: { exam: ExamKind; examDate: string }, reader: ReaderCaller): Promise<ExamPlan> {
    const today = sydneyDate(this.clock.now());
    await reviewReaderCommands.handle(
      this.executor,
      reader.readerID,
      { type: 'SetExamPlan', data: { readerID: reader.readerID, ...input, today } },
      reader.actor,
    );
    return { exam: input.exam, examDate: input.examDate };
  }

  private async topicOfQuestion(kind: ReviewCardKind, questionID: string): Promise<string | undefined> {
    if (kind === 'KFP') return (await this.questions.kfpCase(questionID))?.topicID;
    return (await this.questions.practiceQuestions(kind, [questionID]))[0]?.topicID;
  }

  private async lessonNames(lessonIDs: ReadonlyArray<string | null>): Promise<Map<string, string>> {
    return this.queries.lessonNames(lessonIDs.filter((id): id is string => id !== null));
  }

  private async openTopics(reader: ReaderCaller): Promise<OpenTopics> {
    const open = [...(await this.reading.topicAccess(reader.viewer))].filter(([, topic]) => topic.access === 'open');
    return { ids: open.map(([topicID]) => topicID), names: new Map(open.map(([id, topic]) => [id, topic.topicName])) };
  }
}

/** A card's lesson (issue 29), shown only while readers can open it (listed); else the topic is the link. */
function linkedLesson(lessonID: string | null, names: Map<string, string>) {
  const lessonName = lessonID ? names.get(lessonID) : undefined;
  return lessonID && lessonName ? { lessonID, lessonName } : { lessonID: null, lessonName: null };
}

function toReviewCard(row: DueCardRow, open: OpenTopics, lessons: Map<string, string>): ReviewCard {
  return {
    cardID: row.cardID,
    questionID: row.questionID,
    kind: row.kind,
    due: row.due.toISOString(),
    ...linkedLesson(row.lessonID, lessons),
    topicID: row.topicID,
    topicName: open.names.get(row.topicID) ?? '',
  };
}

function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(to) - Date.parse(from)) / 86_400_000);
}
