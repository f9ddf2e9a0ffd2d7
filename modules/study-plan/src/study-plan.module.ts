import { Module } from '@nestjs/common';
import type { Kysely } from 'kysely';
import { Clock, CommandExecutor, DATABASE, defineModule } from '@notebook/kernel';
import { MockAttemptService, MockExamsModule } from '@notebook/mock-exams';
import { ReadinessQueries } from '@notebook/practice';
import type { Database, Projection } from '@notebook/read-models';
import { ReaderStudyQueries, ReadingModule, ReadingQueries } from '@notebook/reading';
import { ReviewQueries } from '@notebook/review';
import { ReaderStudyPlanController } from './http/reader-study-plan.controller';
import { StudyPlanService } from './study-plan.service';

/**
 * The day plan keeps no read model of its own: it asks practice's readiness, reading's marks,
 * review's summary and mock exams' list (each reads only its own module's tables).
 */
@Module({
  imports: [ReadingModule, MockExamsModule],
  controllers: [ReaderStudyPlanController],
  providers: [
    {
      provide: StudyPlanService,
      inject: [DATABASE, CommandExecutor, Clock, ReadingQueries, MockAttemptService],
      useFactory: (
        db: Kysely<Database>,
        executor: CommandExecutor,
        clock: Clock,
        reading: ReadingQueries,
        mockExams: MockAttemptService,
      ) =>
        new StudyPlanService(
          executor,
          clock,
          new ReadinessQueries(db),
          reading,
          new ReaderStudyQueries(db),
          new ReviewQueries(db),
          mockExams,
        ),
    },
  ],
})
export class StudyPlanModule {}

/** Today's study plan as the application composes it: no events, tables or jobs. */
export const studyPlanDefinition = defineModule<Projection>({
  name: 'study-plan',
  nest: StudyPlanModule,
});
