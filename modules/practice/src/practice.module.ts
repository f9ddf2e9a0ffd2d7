import { Module } from '@nestjs/common';
import type { Kysely } from 'kysely';
import { CommandExecutor, DATABASE } from '@notebook/kernel';
import { PracticeQuestionQueries, QuestionBankModule } from '@notebook/question-bank';
import type { Database } from '@notebook/read-models';
import { ReadingModule, ReadingQueries } from '@notebook/reading';
import { AktSessionService } from './akt-session.service';
import { AktSessionController } from './http/akt-session.controller';
import { AktSessionQueries } from './queries/akt-session.queries';

/**
 * Reader practice: AKT sessions (next: KFP cases and KFP(MSQ) practice). Takes its questions from the
 * question bank's exported practice queries and the reading-access rule from the reading module.
 */
@Module({
  imports: [QuestionBankModule, ReadingModule],
  controllers: [AktSessionController],
  providers: [
    { provide: AktSessionQueries, inject: [DATABASE], useFactory: (db: Kysely<Database>) => new AktSessionQueries(db) },
    {
      provide: AktSessionService,
      inject: [CommandExecutor, AktSessionQueries, PracticeQuestionQueries, ReadingQueries],
      useFactory: (executor: CommandExecutor, sessions: AktSessionQueries, questions: PracticeQuestionQueries, reading: ReadingQueries) =>
        new AktSessionService(executor, sessions, questions, reading),
    },
  ],
  exports: [AktSessionService, AktSessionQueries],
})
export class PracticeModule {}
