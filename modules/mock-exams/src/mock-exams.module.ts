import { join } from 'node:path';
import { Module } from '@nestjs/common';
import type { Kysely } from 'kysely';
import { CatalogModule, CatalogQueries } from '@notebook/catalog';
import { IdentityModule, UserDirectory } from '@notebook/identity';
import { APP_CONFIG, type AppConfig, Clock, CommandExecutor, DATABASE, defineModule } from '@notebook/kernel';
import { PracticeQuestionQueries, QuestionBankModule } from '@notebook/question-bank';
import type { Database, Projection } from '@notebook/read-models';
import { ReadingModule, ReadingQueries } from '@notebook/reading';
import { AdminMockExamController } from './http/admin-mock-exam.controller';
import { ReaderMockExamController } from './http/reader-mock-exam.controller';
import { MockAttemptService } from './mock-attempt.service';
import { MockExamService } from './mock-exam.service';
import { MockExamQueries } from './queries/mock-exam.queries';
import { UnreleasedMockQuestions } from './unreleased-mock-questions.service';
import { mockExamsEventSchemas } from './mock-exams.event-schemas';
import { mockExamProjection } from './projections/mock-exam.projection';
import { mockExamJobProcessors, mockExamJobScheduler } from './jobs/mock-exam.jobs';
// The module's own tables join the application's one Database type (read-model/schema.ts augments it).
import type {} from './read-model/schema';
import { mockExamsSeed } from './seed/mock-exams.seed';

/**
 * Mock exams (issue 15): admins' papers and windows, readers' timed attempts. Questions come from the
 * question bank's practice copies, the marking from @notebook/practice, the chapters from the
 * reading module; the jobs (jobs/) are scheduled by a reactor and run by the worker.
 */
@Module({
  imports: [QuestionBankModule, ReadingModule, CatalogModule, IdentityModule],
  controllers: [AdminMockExamController, ReaderMockExamController],
  providers: [
    {
      provide: MockExamQueries,
      inject: [DATABASE, CatalogQueries, UserDirectory, PracticeQuestionQueries],
      useFactory: (
        db: Kysely<Database>,
        catalog: CatalogQueries,
        users: UserDirectory,
        questions: PracticeQuestionQueries,
      ) => new MockExamQueries(db, catalog, users, questions),
    },
    {
      provide: MockExamService,
      inject: [CommandExecutor, MockExamQueries, PracticeQuestionQueries, Clock, APP_CONFIG],
      useFactory: (
        executor: CommandExecutor,
        exams: MockExamQueries,
        questions: PracticeQuestionQueries,
        clock: Clock,
        config: AppConfig,
      ) =>
        new MockExamService(executor, exams, questions, clock, {
          overselectionPenaltyPercent: config.MSQ_OVERSELECTION_PENALTY_PERCENT,
        }),
    },
    {
      provide: UnreleasedMockQuestions,
      inject: [CommandExecutor, MockExamQueries, Clock],
      useFactory: (executor: CommandExecutor, exams: MockExamQueries, clock: Clock) =>
        new UnreleasedMockQuestions(executor, exams, clock),
    },
    {
      provide: MockAttemptService,
      inject: [CommandExecutor, MockExamQueries, ReadingQueries, Clock, UnreleasedMockQuestions],
      useFactory: (
        executor: CommandExecutor,
        exams: MockExamQueries,
        reading: ReadingQueries,
        clock: Clock,
        unreleased: UnreleasedMockQuestions,
      ) => new MockAttemptService(executor, exams, reading, clock, unreleased),
    },
  ],
  // UnreleasedMockQuestions: practice's SealedQuestions, handed to it by the application (PracticeModule.withSealedQuestions).
  exports: [MockExamService, MockAttemptService, UnreleasedMockQuestions],
})
export class MockExamsModule {}

/** Mock exams (the admins' exams, readers' attempts, their opening, closing and deadlines) as the application composes it. */
export const mockExamsDefinition = defineModule<Projection>({
  name: 'mock-exams',
  migrations: join(__dirname, 'read-model', 'migrations'),
  nest: MockExamsModule,
  eventSchemas: mockExamsEventSchemas,
  projections: [mockExamProjection],
  reactors: (jobs) => [mockExamJobScheduler(jobs)],
  jobProcessors: (container) => mockExamJobProcessors(container.get(CommandExecutor), container.get(Clock)),
  seed: mockExamsSeed,
});
