import { type DynamicModule, Module, type Type } from '@nestjs/common';
import type { Kysely } from 'kysely';
import { APP_CONFIG, type AppConfig, CommandExecutor, DATABASE } from '@notebook/kernel';
import { PracticeQuestionQueries, QuestionBankModule } from '@notebook/question-bank';
import type { Database } from '@notebook/read-models';
import { ReadingModule, ReadingQueries } from '@notebook/reading';
import { AktSessionService } from './akt-session.service';
import { AktSessionController } from './http/akt-session.controller';
import { AktSessionQueries } from './queries/akt-session.queries';
import { MsqSessionController } from './http/msq-session.controller';
import { MsqSessionService } from './msq-session.service';
import { MsqSessionQueries } from './queries/msq-session.queries';
import { KfpPracticeController } from './http/kfp-practice.controller';
import { KfpPracticeService } from './kfp-practice.service';
import { KfpAttemptQueries } from './queries/kfp-attempt.queries';
import { ReadinessController } from './http/readiness.controller';
import { AdminReadinessController } from './http/admin-readiness.controller';
import { IdentityModule } from '@notebook/identity';
import { ReadinessQueries } from './queries/readiness.queries';
import { ReadinessService } from './readiness.service';
import { SEALED_QUESTIONS, type SealedQuestions } from './shared/sealed-questions';

/**
 * Reader practice: AKT and KFP(MSQ) sessions, KFP case attempts and readiness. Takes its questions from the
 * question bank's exported practice queries and the reading-access rule from the reading module. The
 * questions sealed by readers' unreleased mock attempts (`SEALED_QUESTIONS`) are handed in by the
 * application: use `PracticeModule.withSealedQuestions`.
 */
@Module({
  imports: [QuestionBankModule, ReadingModule, IdentityModule],
  controllers: [
    AktSessionController,
    MsqSessionController,
    KfpPracticeController,
    ReadinessController,
    AdminReadinessController,
  ],
  providers: [
    { provide: AktSessionQueries, inject: [DATABASE], useFactory: (db: Kysely<Database>) => new AktSessionQueries(db) },
    {
      provide: AktSessionService,
      inject: [CommandExecutor, AktSessionQueries, PracticeQuestionQueries, ReadingQueries, SEALED_QUESTIONS],
      useFactory: (
        executor: CommandExecutor,
        sessions: AktSessionQueries,
        questions: PracticeQuestionQueries,
        reading: ReadingQueries,
        sealed: SealedQuestions,
      ) => new AktSessionService(executor, sessions, questions, reading, sealed),
    },
    { provide: MsqSessionQueries, inject: [DATABASE], useFactory: (db: Kysely<Database>) => new MsqSessionQueries(db) },
    {
      provide: MsqSessionService,
      inject: [
        CommandExecutor,
        MsqSessionQueries,
        PracticeQuestionQueries,
        ReadingQueries,
        APP_CONFIG,
        SEALED_QUESTIONS,
      ],
      useFactory: (
        executor: CommandExecutor,
        sessions: MsqSessionQueries,
        questions: PracticeQuestionQueries,
        reading: ReadingQueries,
        config: AppConfig,
        sealed: SealedQuestions,
      ) =>
        new MsqSessionService(
          executor,
          sessions,
          questions,
          reading,
          { overselectionPenaltyPercent: config.MSQ_OVERSELECTION_PENALTY_PERCENT },
          sealed,
        ),
    },
    { provide: KfpAttemptQueries, inject: [DATABASE], useFactory: (db: Kysely<Database>) => new KfpAttemptQueries(db) },
    {
      provide: KfpPracticeService,
      inject: [CommandExecutor, KfpAttemptQueries, PracticeQuestionQueries, ReadingQueries],
      useFactory: (
        executor: CommandExecutor,
        attempts: KfpAttemptQueries,
        questions: PracticeQuestionQueries,
        reading: ReadingQueries,
      ) => new KfpPracticeService(executor, attempts, questions, reading),
    },
    { provide: ReadinessQueries, inject: [DATABASE], useFactory: (db: Kysely<Database>) => new ReadinessQueries(db) },
    {
      provide: ReadinessService,
      inject: [ReadinessQueries, ReadingQueries, CommandExecutor],
      useFactory: (readiness: ReadinessQueries, reading: ReadingQueries, executor: CommandExecutor) =>
        new ReadinessService(readiness, reading, executor),
    },
  ],
  exports: [AktSessionService, AktSessionQueries, MsqSessionService, KfpPracticeService],
})
export class PracticeModule {
  /**
   * Practice with the questions another module seals: `provider`, exported by `module` (the mock
   * exams' `UnreleasedMockQuestions`). The application wires it, since practice may not import
   * mock-exams (which depends on practice).
   */
  static withSealedQuestions(from: { module: Type; provider: Type<SealedQuestions> }): DynamicModule {
    return {
      module: PracticeModule,
      imports: [from.module],
      providers: [{ provide: SEALED_QUESTIONS, useExisting: from.provider }],
    };
  }
}
