import { Module } from '@nestjs/common';
import type { Kysely } from 'kysely';
import { QuestionBankLimits } from '@notebook/contracts';
import { CommandExecutor, DATABASE } from '@notebook/kernel';
import type { Database } from '@notebook/read-models';
import { AdminAktQuestionsController } from './http/admin-akt-questions.controller';
import { AdminKfpCasesController } from './http/admin-kfp-cases.controller';
import { AdminMsqQuestionsController } from './http/admin-msq-questions.controller';
import { QuestionBankQueries } from './queries/question-bank.queries';
import { QuestionBankService } from './question-bank.service';

/** The application property msqAnswerOptions (spec section 3), default 24, capped by the A..Z labels. */
function msqAnswerOptions(): number {
  const configured = Number(process.env.MSQ_ANSWER_OPTIONS ?? QuestionBankLimits.defaultMsqAnswerOptions);
  const valid = Number.isInteger(configured) && configured >= 1;
  return valid ? Math.min(configured, QuestionBankLimits.msqAnswerOptionsCeiling) : QuestionBankLimits.defaultMsqAnswerOptions;
}

@Module({
  controllers: [AdminAktQuestionsController, AdminMsqQuestionsController, AdminKfpCasesController],
  providers: [
    { provide: QuestionBankQueries, inject: [DATABASE], useFactory: (db: Kysely<Database>) => new QuestionBankQueries(db) },
    {
      provide: QuestionBankService,
      inject: [CommandExecutor, QuestionBankQueries, DATABASE],
      useFactory: (executor: CommandExecutor, queries: QuestionBankQueries, db: Kysely<Database>) =>
        new QuestionBankService(executor, queries, db, { msqAnswerOptions: msqAnswerOptions() }),
    },
  ],
  exports: [QuestionBankService, QuestionBankQueries],
})
export class QuestionBankModule {}
