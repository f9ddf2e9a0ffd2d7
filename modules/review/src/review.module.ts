import { join } from 'node:path';
import { Module } from '@nestjs/common';
import { ModuleRef } from '@nestjs/core';
import type { Kysely } from 'kysely';
import { Clock, CommandExecutor, DATABASE, defineModule } from '@notebook/kernel';
import { UnreleasedMockQuestions } from '@notebook/mock-exams';
import { AktSessionService, KfpAttemptQueries, MsqSessionService } from '@notebook/practice';
import { PracticeQuestionQueries, QuestionBankModule } from '@notebook/question-bank';
import type { Database, Projection } from '@notebook/read-models';
import { ReadingModule, ReadingQueries } from '@notebook/reading';
import { ExamSittingsService } from './exam-sittings.service';
import { AdminExamSittingController } from './http/admin-exam-sitting.controller';
import { ReaderReviewController } from './http/reader-review.controller';
import { reviewCardScheduler, reviewJobProcessors } from './jobs/review-card.jobs';
import { examSittingProjection } from './projections/exam-sitting.projection';
import { reviewCardProjection } from './projections/review-card.projection';
import { reviewMockProjection } from './projections/review-mock.projection';
import { ExamSittingQueries } from './queries/exam-sitting.queries';
import { ReviewQueries } from './queries/review.queries';
import { ReviewCardsService } from './review-cards.service';
import { reviewEventSchemas } from './review.event-schemas';
import { type ReviewPracticeSessions, ReviewService } from './review.service';
// The module's own tables join the application's one Database type (read-model/schema.ts augments it).
import type {} from './read-model/schema';

/**
 * Practice's session services and the mock exams' sealed questions, found in the application's
 * container when needed: the application builds practice with the mock exams' sealed questions
 * (apps/api/src/modules.ts), and importing PracticeModule or MockExamsModule here would build a
 * second one, with its routes twice.
 */
const practiceSessionsFrom = (modules: ModuleRef): ReviewPracticeSessions => ({
  async createFromQuestions(kind, questionIDs, reader) {
    if (kind === 'AKT') {
      const aktSessions = modules.get(AktSessionService, { strict: false });
      return (await aktSessions.createFromQuestions(questionIDs, reader)).aktSessionID;
    }
    const msqSessions = modules.get(MsqSessionService, { strict: false });
    return (await msqSessions.createFromQuestions(questionIDs, reader)).msqSessionID;
  },
  sealedFor: (readerID) => modules.get(UnreleasedMockQuestions, { strict: false }).sealedFor(readerID),
});

@Module({
  imports: [ReadingModule, QuestionBankModule],
  controllers: [ReaderReviewController, AdminExamSittingController],
  providers: [
    { provide: ReviewQueries, inject: [DATABASE], useFactory: (db: Kysely<Database>) => new ReviewQueries(db) },
    {
      provide: ExamSittingsService,
      inject: [CommandExecutor, DATABASE, Clock],
      useFactory: (executor: CommandExecutor, db: Kysely<Database>, clock: Clock) =>
        new ExamSittingsService(executor, new ExamSittingQueries(db), clock),
    },
    {
      provide: ReviewCardsService,
      inject: [CommandExecutor, ReviewQueries, PracticeQuestionQueries, DATABASE],
      useFactory: (
        executor: CommandExecutor,
        queries: ReviewQueries,
        questions: PracticeQuestionQueries,
        db: Kysely<Database>,
      ) => new ReviewCardsService(executor, queries, questions, new KfpAttemptQueries(db)),
    },
    {
      provide: ReviewService,
      inject: [
        CommandExecutor,
        ReviewQueries,
        ReviewCardsService,
        ReadingQueries,
        PracticeQuestionQueries,
        ModuleRef,
        Clock,
      ],
      useFactory: (
        executor: CommandExecutor,
        queries: ReviewQueries,
        cards: ReviewCardsService,
        reading: ReadingQueries,
        questions: PracticeQuestionQueries,
        modules: ModuleRef,
        clock: Clock,
      ) => new ReviewService(executor, queries, cards, reading, questions, practiceSessionsFrom(modules), clock),
    },
  ],
  exports: [ReviewQueries, ReviewService],
})
export class ReviewModule {}

/** Spaced review (issue 29): review cards of missed and asked questions, FSRS schedules bent by the exam date. */
export const reviewDefinition = defineModule<Projection>({
  name: 'review',
  migrations: join(__dirname, 'read-model', 'migrations'),
  nest: ReviewModule,
  eventSchemas: reviewEventSchemas,
  projections: [reviewCardProjection, reviewMockProjection, examSittingProjection],
  reactors: (jobs) => [reviewCardScheduler(jobs)],
  jobProcessors: (container) => reviewJobProcessors(container.get(ReviewCardsService)),
});
