import { join } from 'node:path';
import { Module } from '@nestjs/common';
import type { Kysely } from 'kysely';
import { APP_CONFIG, type AppConfig, CommandExecutor, DATABASE, defineModule } from '@notebook/kernel';
import { CatalogModule, CatalogQueries } from '@notebook/catalog';
import type { Database, Projection } from '@notebook/read-models';
import { AdminAktQuestionsController } from './http/admin-akt-questions.controller';
import { AdminKfpCasesController } from './http/admin-kfp-cases.controller';
import { AdminMsqQuestionsController } from './http/admin-msq-questions.controller';
import { PracticeQuestionQueries } from './queries/practice-question.queries';
import { QuestionBankQueries } from './queries/question-bank.queries';
import { QuestionBankService } from './question-bank.service';
import { questionBankEventSchemas } from './question-bank.event-schemas';
import { questionBankProjection } from './projections/question-bank.projection';
// The module's own tables join the application's one Database type (read-model/schema.ts augments it).
import type {} from './read-model/schema';
import { questionBankSeed } from './seed/question-bank.seed';

@Module({
  imports: [CatalogModule],
  controllers: [AdminAktQuestionsController, AdminMsqQuestionsController, AdminKfpCasesController],
  providers: [
    {
      provide: QuestionBankQueries,
      inject: [DATABASE],
      useFactory: (db: Kysely<Database>) => new QuestionBankQueries(db),
    },
    {
      provide: PracticeQuestionQueries,
      inject: [DATABASE],
      useFactory: (db: Kysely<Database>) => new PracticeQuestionQueries(db),
    },
    {
      provide: QuestionBankService,
      inject: [CommandExecutor, QuestionBankQueries, CatalogQueries, APP_CONFIG],
      useFactory: (
        executor: CommandExecutor,
        queries: QuestionBankQueries,
        catalog: CatalogQueries,
        config: AppConfig,
      ) => new QuestionBankService(executor, queries, catalog, { msqAnswerOptions: config.MSQ_ANSWER_OPTIONS }),
    },
  ],
  exports: [QuestionBankService, QuestionBankQueries, PracticeQuestionQueries],
})
export class QuestionBankModule {}

/** The question bank (AKT, KFP cases, KFP(MSQ)) as the application composes it. */
export const questionBankDefinition = defineModule<Projection>({
  name: 'question-bank',
  migrations: join(__dirname, 'read-model', 'migrations'),
  nest: QuestionBankModule,
  eventSchemas: questionBankEventSchemas,
  projections: [questionBankProjection],
  seed: questionBankSeed,
});
