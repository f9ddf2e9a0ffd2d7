import { join } from 'node:path';
import { Module } from '@nestjs/common';
import type { Kysely } from 'kysely';
import { Clock, DATABASE, EVENT_STORE, EventSchemaRegistry, type EventStore, defineModule } from '@notebook/kernel';
import { IdentityModule, UserDirectory } from '@notebook/identity';
import { MockExamScheduleQueries } from '@notebook/mock-exams';
import type { Database, Projection } from '@notebook/read-models';
import { WebinarScheduleQueries } from '@notebook/webinars';
import { ReportBuilds } from './builds/report-builds';
import { allReportProjections } from './builds/report-definitions';
import { DashboardService } from './dashboard.service';
import { AdminReportController } from './http/admin-report.controller';
import { DashboardQueries } from './queries/dashboard.queries';
import { ReportQueries } from './queries/report.queries';
// The module's own tables join the application's one Database type (read-model/schema.ts augments it).
import type {} from './read-model/schema';
import { ReportService } from './report.service';

@Module({
  imports: [IdentityModule],
  controllers: [AdminReportController],
  providers: [
    { provide: ReportQueries, inject: [DATABASE], useFactory: (db: Kysely<Database>) => new ReportQueries(db) },
    { provide: DashboardQueries, inject: [DATABASE], useFactory: (db: Kysely<Database>) => new DashboardQueries(db) },
    {
      provide: ReportBuilds,
      inject: [DATABASE, EVENT_STORE, EventSchemaRegistry],
      useFactory: (db: Kysely<Database>, eventStore: EventStore, eventSchemas: EventSchemaRegistry) =>
        new ReportBuilds({ db, eventStore, eventSchemas }),
    },
    {
      provide: ReportService,
      inject: [ReportQueries, ReportBuilds, Clock],
      useFactory: (queries: ReportQueries, builds: ReportBuilds, clock: Clock) =>
        new ReportService(queries, builds, clock),
    },
    {
      provide: DashboardService,
      inject: [DashboardQueries, UserDirectory, DATABASE, Clock],
      // The webinars' and mock exams' schedule reads are plain queries over their modules' read models.
      useFactory: (queries: DashboardQueries, users: UserDirectory, db: Kysely<Database>, clock: Clock) =>
        new DashboardService(queries, users, new WebinarScheduleQueries(db), new MockExamScheduleQueries(db), clock),
    },
  ],
  exports: [ReportService, DashboardService],
})
export class ReportsModule {}

/** Reports and the dashboard's figures as the application composes them (issue 27). */
export const reportsDefinition = defineModule<Projection>({
  name: 'reports',
  migrations: join(__dirname, 'read-model', 'migrations'),
  nest: ReportsModule,
  projections: [...allReportProjections],
});
