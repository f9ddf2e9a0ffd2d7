import { Module } from '@nestjs/common';
import type { Kysely } from 'kysely';
import { CommandExecutor, DATABASE } from '@notebook/kernel';
import { PracticeQuestionQueries, QuestionBankModule } from '@notebook/question-bank';
import type { Database } from '@notebook/read-models';
import { ReadingModule, ReadingQueries } from '@notebook/reading';
import { AktSessionService } from './akt-session.service';
import { AktSessionController } from './http/akt-session.controller';
import { AktSessionQueries } from './queries/akt-session.queries';
import { KfpPracticeController } from './http/kfp-practice.controller';
import { KfpPracticeService } from './kfp-practice.service';
import { KfpAttemptQueries } from './queries/kfp-attempt.queries';
import { ReadinessController } from './http/readiness.controller';
import { ReadinessQueries } from './queries/readiness.queries';
import { ReadinessService } from './readiness.service';

/**
 * Reader practice: AKT sessions and KFP case attempts (next: KFP(MSQ) practice). Takes its questions from the
 * question bank's exported practice queries and the reading-access rule from the reading module.
 */
@Module({
  imports: [QuestionBankModule, ReadingModule],
  controllers: [AktSessionController, KfpPracticeController, ReadinessController],
  providers: [
    { provide: AktSessionQueries, inject: [DATABASE], useFactory: (db: Kysely<Database>) => new AktSessionQueries(db) },
    {
      provide: AktSessionService,
      inject: [CommandExecutor, AktSessionQueries, PracticeQuestionQueries, ReadingQueries],
      useFactory: (executor: CommandExecutor, sessions: AktSessionQueries, questions: PracticeQuestionQueries, reading: ReadingQueries) =>
        new AktSessionService(executor, sessions, questions, reading),
    },
    { provide: KfpAttemptQueries, inject: [DATABASE], useFactory: (db: Kysely<Database>) => new KfpAttemptQueries(db) },
    {
      provide: KfpPracticeService,
      inject: [CommandExecutor, KfpAttemptQueries, PracticeQuestionQueries, ReadingQueries],
      useFactory: (executor: CommandExecutor, attempts: KfpAttemptQueries, questions: PracticeQuestionQueries, reading: ReadingQueries) =>
        new KfpPracticeService(executor, attempts, questions, reading),
    },
    { provide: ReadinessQueries, inject: [DATABASE], useFactory: (db: Kysely<Database>) => new ReadinessQueries(db) },
    {
      provide: ReadinessService,
      inject: [ReadinessQueries, ReadingQueries],
      useFactory: (readiness: ReadinessQueries, reading: ReadingQueries) => new ReadinessService(readiness, reading),
    },
  ],
  exports: [AktSessionService, AktSessionQueries, KfpPracticeService],
})
export class PracticeModule {}
