import { join } from 'node:path';
import { type DynamicModule, Module, type Type } from '@nestjs/common';
import type { Kysely } from 'kysely';
import { msqPenaltyPoints } from '@notebook/contracts';
import { APP_CONFIG, type AppConfig, CommandExecutor, DATABASE, defineModule } from '@notebook/kernel';
import { PracticeQuestionQueries, QuestionBankModule } from '@notebook/question-bank';
import type { Database, Projection } from '@notebook/read-models';
import { ReadingModule, ReadingQueries } from '@notebook/reading';
import { aktSessionKind } from './akt-sessions/akt-session.kind';
import { msqSessionKind } from './msq-sessions/msq-session.kind';
import { AktSessionController, MsqSessionController } from './http/practice-session.controller';
import { AktSessionService, MsqSessionService } from './practice-session.service';
import { AktSessionQueries, MsqSessionQueries } from './queries/practice-session.queries';
import { KfpPracticeController } from './http/kfp-practice.controller';
import { KfpPracticeService } from './kfp-practice.service';
import { KfpAttemptQueries } from './queries/kfp-attempt.queries';
import { ReadinessController } from './http/readiness.controller';
import { AdminReadinessController } from './http/admin-readiness.controller';
import { IdentityModule } from '@notebook/identity';
import { ReadinessQueries } from './queries/readiness.queries';
import { ReadinessService } from './readiness.service';
import { SEALED_QUESTIONS, type SealedQuestions } from './shared/sealed-questions';
import { practiceEventSchemas } from './practice.event-schemas';
import { practiceProjection } from './projections/practice.projection';
import { readinessProjection } from './projections/readiness.projection';
// The module's own tables join the application's one Database type (read-model/schema.ts augments it).
import type {} from './read-model/schema';

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
    {
      provide: AktSessionQueries,
      inject: [DATABASE],
      useFactory: (db: Kysely<Database>) => new AktSessionQueries(db, aktSessionKind),
    },
    {
      provide: AktSessionService,
      inject: [CommandExecutor, AktSessionQueries, PracticeQuestionQueries, ReadingQueries, SEALED_QUESTIONS],
      useFactory: (
        executor: CommandExecutor,
        sessions: AktSessionQueries,
        questions: PracticeQuestionQueries,
        reading: ReadingQueries,
        sealed: SealedQuestions,
      ) => new AktSessionService(aktSessionKind, {}, executor, sessions, questions, reading, sealed),
    },
    {
      provide: MsqSessionQueries,
      inject: [DATABASE],
      useFactory: (db: Kysely<Database>) => new MsqSessionQueries(db, msqSessionKind),
    },
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
      ) => {
        const penaltyPoints = msqPenaltyPoints(config.MSQ_OVERSELECTION_PENALTY_PERCENT);
        return new MsqSessionService(msqSessionKind, { penaltyPoints }, executor, sessions, questions, reading, sealed);
      },
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

/**
 * Practice (AKT and KFP(MSQ) sessions, KFP cases, readiness) as the application composes it; the
 * application gives it the Nest module from `PracticeModule.withSealedQuestions`.
 */
export const practiceDefinition = defineModule<Projection>({
  name: 'practice',
  migrations: join(__dirname, 'read-model', 'migrations'),
  nest: PracticeModule,
  eventSchemas: practiceEventSchemas,
  projections: [practiceProjection, readinessProjection],
});
