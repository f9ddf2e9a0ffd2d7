import { join } from 'node:path';
import { Module } from '@nestjs/common';
import type { Kysely } from 'kysely';
import { APP_CONFIG, type AppConfig, Clock, CommandExecutor, DATABASE, defineModule } from '@notebook/kernel';
import { IdentityModule, UserDirectory } from '@notebook/identity';
import { PdfStore } from '@notebook/reading';
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
 * Webinars (issue 26): categories and webinars (with their PDFs and who may join) for admins, the
 * public lists and pages, and readers' links and PDFs as the reading-access policy allows (`onAPlan`
 * of @notebook/reading) to the webinar's audience.
 */
/** The webinars' own PDF store (`<UPLOAD_DIR>/webinar-resources`), a token apart from the notes' one. */
const WEBINAR_PDFS = Symbol('WEBINAR_PDFS');

@Module({
  imports: [IdentityModule],
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
      // Created with its folder on start, staged leftovers of crashed uploads swept.
      provide: WEBINAR_PDFS,
      inject: [APP_CONFIG],
      useFactory: async (config: AppConfig) => {
        const store = new PdfStore(config.UPLOAD_DIR, 'webinar-resources');
        await store.init();
        return store;
      },
    },
    {
      provide: WebinarsService,
      inject: [CommandExecutor, WebinarQueries, Clock, WEBINAR_PDFS],
      useFactory: (executor: CommandExecutor, queries: WebinarQueries, clock: Clock, store: PdfStore) =>
        new WebinarsService(executor, queries, clock, store),
    },
    {
      provide: WebinarListings,
      inject: [WebinarQueries, Clock, UserDirectory, WEBINAR_PDFS],
      useFactory: (queries: WebinarQueries, clock: Clock, users: UserDirectory, store: PdfStore) =>
        new WebinarListings(queries, clock, users, store),
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
