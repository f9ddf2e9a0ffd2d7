import { join } from 'node:path';
import { Module } from '@nestjs/common';
import type { Kysely } from 'kysely';
import { CatalogModule, ImageStore } from '@notebook/catalog';
import { APP_CONFIG, type AppConfig, CommandExecutor, DATABASE, defineModule } from '@notebook/kernel';
import type { Database, Projection } from '@notebook/read-models';
import { AdminSiteContentController } from './http/admin-site-content.controller';
import { SiteContentController } from './http/site-content.controller';
import { siteContentProjection } from './projections/site-content.projection';
import { SiteContentQueries } from './queries/site-content.queries';
// The module's own tables join the application's one Database type (read-model/schema.ts augments it).
import type {} from './read-model/schema';
import { SeoPageHeads } from './seo/page-head';
import { siteContentSeed } from './seed/site-content.seed';
import { siteContentEventSchemas } from './site-content.event-schemas';
import { SiteContentService } from './site-content.service';

@Module({
  // The statistics image is kept by the catalog's editor image store (one store for uploaded images).
  imports: [CatalogModule],
  controllers: [SiteContentController, AdminSiteContentController],
  providers: [
    {
      provide: SiteContentQueries,
      inject: [DATABASE],
      useFactory: (db: Kysely<Database>) => new SiteContentQueries(db),
    },
    {
      provide: SiteContentService,
      inject: [CommandExecutor, SiteContentQueries, ImageStore],
      useFactory: (executor: CommandExecutor, queries: SiteContentQueries, images: ImageStore) =>
        new SiteContentService(executor, queries, images),
    },
    {
      provide: SeoPageHeads,
      inject: [SiteContentQueries, APP_CONFIG],
      useFactory: (queries: SiteContentQueries, config: AppConfig) => new SeoPageHeads(queries, config.PUBLIC_BASE_URL),
    },
  ],
  exports: [SiteContentService, SiteContentQueries, SeoPageHeads],
})
export class SiteContentModule {}

/** Site content (testimonials, the statistics image, the public pages' SEO) as the application composes it. */
export const siteContentDefinition = defineModule<Projection>({
  name: 'site-content',
  migrations: join(__dirname, 'read-model', 'migrations'),
  nest: SiteContentModule,
  eventSchemas: siteContentEventSchemas,
  projections: [siteContentProjection],
  seed: siteContentSeed,
});
