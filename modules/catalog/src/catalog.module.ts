import { join } from 'node:path';
import { Module } from '@nestjs/common';
import type { Kysely } from 'kysely';
import { APP_CONFIG, type AppConfig, CommandExecutor, DATABASE, defineModule } from '@notebook/kernel';
import type { Database, Projection } from '@notebook/read-models';
import { CatalogService } from './catalog.service';
import { AdminCatalogController } from './http/admin-catalog.controller';
import { PublicCatalogController } from './http/public-catalog.controller';
import { AdminLessonNoteController } from './http/admin-lesson-note.controller';
import { LessonNoteService } from './lesson-note.service';
import { CatalogQueries } from './queries/catalog.queries';
import { LessonNoteQueries } from './queries/lesson-note.queries';
import { EditorImageController } from './http/editor-image.controller';
import { ImageStore } from './images/image-store';
import { catalogEventSchemas } from './catalog.events';
import { catalogProjection } from './projections/catalog.projection';
import { CatalogReaderItems } from './reader-items/reader-items.service';
import { lessonNoteProjection } from './projections/lesson-note.projection';
// The module's own tables join the application's one Database type (read-model/schema.ts augments it).
import type {} from './read-model/schema';
import { catalogSeed } from './seed/catalog.seed';

/** Authoring: chapter groups, chapters, topics, lessons and notes, their order, and the note editor's images. */
@Module({
  controllers: [AdminCatalogController, PublicCatalogController, AdminLessonNoteController, EditorImageController],
  providers: [
    { provide: CatalogQueries, inject: [DATABASE], useFactory: (db: Kysely<Database>) => new CatalogQueries(db) },
    {
      provide: CatalogService,
      inject: [CommandExecutor, CatalogQueries],
      useFactory: (executor: CommandExecutor, queries: CatalogQueries) => new CatalogService(executor, queries),
    },
    { provide: LessonNoteQueries, inject: [DATABASE], useFactory: (db: Kysely<Database>) => new LessonNoteQueries(db) },
    {
      // <UPLOAD_DIR>/images/ for the note editor's pictures, created on start.
      provide: ImageStore,
      inject: [APP_CONFIG],
      useFactory: async (config: AppConfig) => {
        const store = new ImageStore(config.UPLOAD_DIR);
        await store.init();
        return store;
      },
    },
    {
      provide: LessonNoteService,
      inject: [CommandExecutor, LessonNoteQueries],
      useFactory: (executor: CommandExecutor, queries: LessonNoteQueries) => new LessonNoteService(executor, queries),
    },
    {
      provide: CatalogReaderItems,
      inject: [CommandExecutor],
      useFactory: (executor: CommandExecutor) => new CatalogReaderItems(executor),
    },
  ],
  exports: [CatalogService, CatalogQueries, LessonNoteService, LessonNoteQueries, ImageStore, CatalogReaderItems],
})
export class CatalogModule {}

/** The catalog (chapter groups to notes, editor images) as the application composes it. */
export const catalogDefinition = defineModule<Projection>({
  name: 'catalog',
  migrations: join(__dirname, 'read-model', 'migrations'),
  nest: CatalogModule,
  eventSchemas: catalogEventSchemas,
  projections: [catalogProjection, lessonNoteProjection],
  seed: catalogSeed,
});
