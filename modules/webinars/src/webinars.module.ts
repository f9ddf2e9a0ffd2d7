import { join } from 'node:path';
import { Module } from '@nestjs/common';
import type { Kysely } from 'kysely';
import { Clock, CommandExecutor, DATABASE, defineModule } from '@notebook/kernel';
import type { Database, Projection } from '@notebook/read-models';
import { AdminWebinarCategoryController } from './http/admin-webinar-category.controller';
import { AdminWebinarController } from './http/admin-webinar.controller';
import { WebinarController } from './http/webinar.controller';
import { WebinarQueries } from './queries/webinar.queries';
import { WebinarCategoriesService } from './webinar-categories.service';
import { WebinarsService } from './webinars.service';
import { WebinarListings } from './webinars/webinar-listings';
import { webinarsEventSchemas } from './webinars.event-schemas';
import { webinarProjection } from './projections/webinar.projection';
// The module's own tables join the application's one Database type (read-model/schema.ts augments it).
import type {} from './read-model/schema';
import { webinarsSeed } from './seed/webinars.seed';

/**
 * Webinars (issue 26, stage 1): categories and webinars for admins, the public lists and pages, and
 * readers' links as the reading-access policy allows (`onAPlan` of @notebook/reading).
 */
@Module({
  controllers: [AdminWebinarCategoryController, AdminWebinarController, WebinarController],
  providers: [
    {
      provide: WebinarQueries,
      inject: [DATABASE],
      useFactory: (db: Kysely<Database>) => new WebinarQueries(db),
    },
    {
      provide: WebinarCategoriesService,
      inject: [CommandExecutor, WebinarQueries],
      useFactory: (executor: CommandExecutor, queries: WebinarQueries) =>
        new WebinarCategoriesService(executor, queries),
    },
    {
      provide: WebinarsService,
      inject: [CommandExecutor, WebinarQueries, Clock],
      useFactory: (executor: CommandExecutor, queries: WebinarQueries, clock: Clock) =>
        new WebinarsService(executor, queries, clock),
    },
    {
      provide: WebinarListings,
      inject: [WebinarQueries, Clock],
      useFactory: (queries: WebinarQueries, clock: Clock) => new WebinarListings(queries, clock),
    },
  ],
  exports: [WebinarCategoriesService, WebinarsService, WebinarListings],
})
export class WebinarsModule {}

/** Webinars (categories, webinars, the public and readers' lists) as the application composes it. */
export const webinarsDefinition = defineModule<Projection>({
  name: 'webinars',
  migrations: join(__dirname, 'read-model', 'migrations'),
  nest: WebinarsModule,
  eventSchemas: webinarsEventSchemas,
  projections: [webinarProjection],
  seed: webinarsSeed,
});
