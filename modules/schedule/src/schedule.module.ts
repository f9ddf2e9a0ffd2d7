import { Module } from '@nestjs/common';
import type { Kysely } from 'kysely';
import { DATABASE, defineModule } from '@notebook/kernel';
import { MockExamScheduleQueries } from '@notebook/mock-exams';
import type { Database, Projection } from '@notebook/read-models';
import { WebinarScheduleQueries } from '@notebook/webinars';
import { AdminScheduleController } from './http/admin-schedule.controller';
import { ScheduleService } from './schedule.service';

/**
 * The Webinar Schedule keeps no read model of its own: it asks the webinars and mock-exams modules'
 * exported schedule queries (each reads only its own module's tables).
 */
@Module({
  controllers: [AdminScheduleController],
  providers: [
    {
      provide: ScheduleService,
      inject: [DATABASE],
      useFactory: (db: Kysely<Database>) =>
        new ScheduleService(new WebinarScheduleQueries(db), new MockExamScheduleQueries(db)),
    },
  ],
})
export class ScheduleModule {}

/** The admins' calendar of webinars and mock exams as the application composes it: no events, tables or jobs. */
export const scheduleDefinition = defineModule<Projection>({
  name: 'schedule',
  nest: ScheduleModule,
});
