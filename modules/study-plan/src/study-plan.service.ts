import type { DayPlan, ExamPlan, ReaderMockExam } from '@notebook/contracts';
import { Clock, CommandExecutor, sydneyDate } from '@notebook/kernel';
import { ReadinessQueries, percentage, readinessProjection } from '@notebook/practice';
import { type ReaderCaller, ReaderStudyQueries, ReadingQueries } from '@notebook/reading';
import {
  DayPlanLimits,
  type LessonToRead,
  type PractisedTopic,
  type UnpractisedTopic,
  daysBetween,
  lessonsToRead,
  nextMockExamOf,
  weakestTopics,
} from './plan/day-plan';

/** What the plan asks the review module: the reader's due count and exam plan, over the topics they may open. */
export type ReviewSummaries = {
  summaryOf(
    readerID: string,
    now: Date,
    openTopicIDs: readonly string[],
  ): Promise<{ dueToday: number; examPlan: ExamPlan | null }>;
};
/** What the plan asks the mock-exams module: the exams this reader may sit, with their attempt. */
export type SittableMockExams = { list(reader: ReaderCaller): Promise<ReaderMockExam[]> };

/**
 * Today's plan (issue 29): the weakest topics by readiness, their lessons not yet marked read, the
 * reviews due and the next mock exam. It owns no table: each part is the owning module's own read.
 */
export class StudyPlanService {
  constructor(
    private readonly executor: CommandExecutor,
    private readonly clock: Clock,
    private readonly readiness: ReadinessQueries,
    private readonly reading: ReadingQueries,
    private readonly study: ReaderStudyQueries,
    private readonly reviews: ReviewSummaries,
    private readonly mockExams: SittableMockExams,
  ) {}

  async dayPlan(reader: ReaderCaller): Promise<DayPlan> {
    const now = this.clock.now();
    const date = sydneyDate(now);
    const [weakTopics, summary, exams] = await Promise.all([
      this.weakTopics(reader),
      this.reviewSummary(reader, now),
      this.mockExams.list(reader),
    ]);
    return {
      date,
      examPlan: summary.examPlan,
      daysToExam: summary.examPlan ? daysBetween(date, summary.examPlan.examDate) : null,
      dueReviews: summary.dueToday,
      weakTopics,
      lessonsToRead: await this.unreadLessons(weakTopics, reader.readerID),
      nextMockExam: nextMockExamOf(exams, now),
    };
  }

  /** The review page's own count: cards of the topics the reader may open (a lapsed plan's cards wait). */
  private async reviewSummary(reader: ReaderCaller, now: Date) {
    const topics = await this.reading.topicAccess(reader.viewer);
    const open = [...topics].filter(([, topic]) => topic.access === 'open').map(([topicID]) => topicID);
    return this.reviews.summaryOf(reader.readerID, now, open);
  }

  /** Practised topics the reader may still open, weakest first, then open topics with lessons left to read. */
  private async weakTopics(reader: ReaderCaller) {
    // Practice answers do not wait for the read models: readiness catches up before it is read.
    await this.executor.catchUpReadModels(readinessProjection.canHandle);
    const sums = await this.readiness.byTopic(reader.readerID);
    const access = await this.reading.topicAccess(
      reader.viewer,
      sums.map((topic) => topic.topicID),
    );
    const practised: PractisedTopic[] = sums.flatMap((topic) => {
      const found = access.get(topic.topicID);
      if (found?.access !== 'open') return [];
      return [
        { topicID: topic.topicID, topicName: found.topicName, readinessPercent: percentage(topic.marks, topic.outOf) },
      ];
    });
    const unpractised = practised.length < DayPlanLimits.weakTopics ? await this.topicsLeftToRead(reader) : [];
    return weakestTopics(practised, unpractised);
  }

  /** Open course topics in reading order with a lesson not yet marked read. */
  private async topicsLeftToRead(reader: ReaderCaller): Promise<UnpractisedTopic[]> {
    const index = await this.study.primaryIndex({ ...reader.viewer, readerID: reader.readerID });
    return index.chapters.flatMap((chapter) =>
      chapter.topics
        .filter((topic) => topic.index !== null && !topic.locked && topic.lessonsRead < topic.lessonCount)
        .map((topic) => ({ topicID: topic.topicID, topicName: topic.topicName })),
    );
  }

  private async unreadLessons(topics: readonly { topicID: string }[], readerID: string): Promise<LessonToRead[]> {
    const unread = await Promise.all(
      topics.map(async ({ topicID }) => {
        const topic = await this.study.loadReaderTopic(topicID, readerID);
        if (!topic) return [];
        return topic.lessons
          .filter((lesson) => lesson.lessonReading === null)
          .map((lesson) => ({
            lessonID: lesson.lessonID,
            lessonName: lesson.lessonName,
            topicID,
            topicName: topic.topicName,
          }));
      }),
    );
    return lessonsToRead(unread);
  }
}
