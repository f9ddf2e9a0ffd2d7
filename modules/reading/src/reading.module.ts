import { join } from 'node:path';
import { Module } from '@nestjs/common';
import type { Kysely } from 'kysely';
import { APP_CONFIG, type AppConfig, CommandExecutor, DATABASE, defineModule } from '@notebook/kernel';
import { CatalogModule, CatalogReaderItems } from '@notebook/catalog';
import { IdentityModule, IdentityService } from '@notebook/identity';
import type { Database, Projection } from '@notebook/read-models';
import { ReadingController } from './http/reading.controller';
import { ReaderStudyController } from './http/reader-study.controller';
import { ReaderStudyQueries } from './queries/reader-study.queries';
import { ReaderPlanLookup, ReaderStudyService } from './reader-study/reader-study.service';
import { ReadingQueries } from './queries/reading.queries';
import { AnnotationController } from './http/annotation.controller';
import { NoteResourceController } from './http/note-resource.controller';
import { AnnotationService } from './annotations/annotation.service';
import { AnnotationQueries } from './queries/annotation.queries';
import { NoteResourceService } from './resources/note-resource.service';
import { PdfStore } from './resources/pdf-store';
import { readingEventSchemas } from './reading.event-schemas';
import { annotationProjection } from './projections/annotation.projection';
import { noteResourceProjection } from './projections/note-resource.projection';
import { readerStudyProjection } from './projections/reader-study.projection';
// The module's own tables join the application's one Database type (read-model/schema.ts augments it).
import type {} from './read-model/schema';

/**
 * Reader study: the reading calls (who may open what), the reader's own topics, lessons and notes,
 * reading marks, bookmarks, the personal-notes trash, annotations and PDF resources. Reads the
 * catalog's items through its exported relations (catalogItems) and changes a reader's own ones through
 * its CatalogReaderItems; the catalog knows nothing of it.
 */
@Module({
  imports: [IdentityModule, CatalogModule],
  controllers: [ReadingController, ReaderStudyController, AnnotationController, NoteResourceController],
  providers: [
    {
      provide: ReaderStudyQueries,
      inject: [DATABASE],
      useFactory: (db: Kysely<Database>) => new ReaderStudyQueries(db),
    },
    {
      // The reader's plan flags come from the identity module's exported service (the LoggedInUser it reports).
      provide: ReaderPlanLookup,
      inject: [IdentityService],
      useFactory: (identity: IdentityService): ReaderPlanLookup => ({
        planOf: (readerID) => identity.loggedInUser(readerID),
      }),
    },
    {
      provide: ReaderStudyService,
      inject: [CommandExecutor, ReaderStudyQueries, ReaderPlanLookup, CatalogReaderItems],
      useFactory: (
        executor: CommandExecutor,
        queries: ReaderStudyQueries,
        plans: ReaderPlanLookup,
        catalog: CatalogReaderItems,
      ) => new ReaderStudyService(executor, queries, plans, catalog),
    },
    { provide: ReadingQueries, inject: [DATABASE], useFactory: (db: Kysely<Database>) => new ReadingQueries(db) },
    {
      provide: AnnotationQueries,
      inject: [DATABASE, ReadingQueries],
      useFactory: (db: Kysely<Database>, reading: ReadingQueries) => new AnnotationQueries(db, reading),
    },
    {
      provide: AnnotationService,
      inject: [CommandExecutor, AnnotationQueries],
      useFactory: (executor: CommandExecutor, queries: AnnotationQueries) => new AnnotationService(executor, queries),
    },
    {
      // UPLOAD_DIR (and its note-resources/ folder) is created on start.
      provide: PdfStore,
      inject: [APP_CONFIG],
      useFactory: async (config: AppConfig) => {
        const store = new PdfStore(config.UPLOAD_DIR);
        await store.init();
        return store;
      },
    },
    {
      provide: NoteResourceService,
      inject: [CommandExecutor, AnnotationQueries, PdfStore, APP_CONFIG, CatalogReaderItems],
      useFactory: (
        executor: CommandExecutor,
        queries: AnnotationQueries,
        store: PdfStore,
        config: AppConfig,
        catalog: CatalogReaderItems,
      ) =>
        new NoteResourceService(
          executor,
          queries,
          store,
          { files: config.READER_UPLOAD_MAX_FILES, bytes: config.READER_UPLOAD_MAX_MIB * 1024 * 1024 },
          catalog,
        ),
    },
  ],
  exports: [
    ReadingQueries,
    ReaderStudyService,
    ReaderStudyQueries,
    AnnotationService,
    AnnotationQueries,
    NoteResourceService,
    PdfStore,
  ],
})
export class ReadingModule {}

/** Reading (the reading-access policy, a reader's study, annotations, PDFs) as the application composes it. */
export const readingDefinition = defineModule<Projection>({
  name: 'reading',
  migrations: join(__dirname, 'read-model', 'migrations'),
  nest: ReadingModule,
  eventSchemas: readingEventSchemas,
  projections: [readerStudyProjection, annotationProjection, noteResourceProjection],
});
