import { join } from 'node:path';
import { Module } from '@nestjs/common';
import type { Kysely } from 'kysely';
import { CONTENT_REPORTS_PER_DAY } from '@notebook/contracts';
import { Clock, CommandExecutor, DATABASE, RateLimiter, defineModule } from '@notebook/kernel';
import { PracticeQuestionQueries, QuestionBankModule } from '@notebook/question-bank';
import type { Database, Projection } from '@notebook/read-models';
import { ReadingModule, ReadingQueries } from '@notebook/reading';
import { ContentFeedbackService } from './content-feedback.service';
import { ContentReviewService } from './content-review.service';
import { contentFeedbackEventSchemas } from './reports/content-report.events';
import { AdminContentReportController } from './http/admin-content-report.controller';
import { ReaderContentReportController } from './http/reader-content-report.controller';
import { contentReportProjection } from './projections/content-report.projection';
import { contentReviewProjection } from './projections/content-review.projection';
import { ContentReportQueries } from './queries/content-report.queries';
import { ContentReviewQueries } from './queries/content-review.queries';
// The module's own tables join the application's one Database type (read-model/schema.ts augments it).
import type {} from './read-model/schema';

@Module({
  imports: [ReadingModule, QuestionBankModule],
  controllers: [ReaderContentReportController, AdminContentReportController],
  providers: [
    {
      provide: ContentReportQueries,
      inject: [DATABASE],
      useFactory: (db: Kysely<Database>) => new ContentReportQueries(db),
    },
    {
      provide: ContentFeedbackService,
      inject: [CommandExecutor, RateLimiter, ContentReportQueries, ReadingQueries, PracticeQuestionQueries],
      useFactory: (
        executor: CommandExecutor,
        limiter: RateLimiter,
        queries: ContentReportQueries,
        reading: ReadingQueries,
        questions: PracticeQuestionQueries,
      ) =>
        new ContentFeedbackService(
          executor,
          limiter,
          { limit: CONTENT_REPORTS_PER_DAY, windowSeconds: 24 * 3600 },
          queries,
          reading,
          questions,
        ),
    },
    {
      provide: ContentReviewQueries,
      inject: [DATABASE],
      useFactory: (db: Kysely<Database>) => new ContentReviewQueries(db),
    },
    {
      provide: ContentReviewService,
      inject: [ContentReviewQueries, ReadingQueries, PracticeQuestionQueries, Clock],
      useFactory: (
        queries: ContentReviewQueries,
        reading: ReadingQueries,
        questions: PracticeQuestionQueries,
        clock: Clock,
      ) => new ContentReviewService(queries, reading, questions, clock),
    },
  ],
  exports: [ContentFeedbackService, ContentReportQueries, ContentReviewQueries],
})
export class ContentFeedbackModule {}

/**
 * Error reports on notes and questions (issue 29): readers report, the content's editors triage, the
 * reporter is notified (by the notifications module); and content that shows its source: the sources
 * readers see, the editors' list of content due for review (fed by catalog's and the question bank's events).
 */
export const contentFeedbackDefinition = defineModule<Projection>({
  name: 'content-feedback',
  migrations: join(__dirname, 'read-model', 'migrations'),
  nest: ContentFeedbackModule,
  eventSchemas: contentFeedbackEventSchemas,
  projections: [contentReportProjection, contentReviewProjection],
});
