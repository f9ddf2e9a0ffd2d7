import { Module } from '@nestjs/common';
import type { Kysely } from 'kysely';
import { APP_CONFIG, type AppConfig, Clock, CommandExecutor, DATABASE } from '@notebook/kernel';
import { IdentityModule, IdentityService } from '@notebook/identity';
import type { Database } from '@notebook/read-models';
import { CatalogService } from './catalog.service';

function createCatalogService(executor: CommandExecutor, queries: CatalogQueries, clock: Clock): CatalogService {
  return new CatalogService(executor, queries, clock);
}
import { AdminCatalogController } from './http/admin-catalog.controller';
import { PublicCatalogController } from './http/public-catalog.controller';
import { AdminLessonNoteController } from './http/admin-lesson-note.controller';
import { ReadingController } from './http/reading.controller';
import { ReaderStudyController } from './http/reader-study.controller';
import { ReaderStudyQueries } from './queries/reader-study.queries';
import { ReaderPlanLookup, ReaderStudyService } from './reader-study/reader-study.service';
import { LessonNoteService } from './lesson-note.service';
import { CatalogQueries } from './queries/catalog.queries';
import { LessonNoteQueries } from './queries/lesson-note.queries';
import { ReadingQueries } from './queries/reading.queries';
import { AnnotationController } from './http/annotation.controller';
import { NoteResourceController } from './http/note-resource.controller';
import { AnnotationService } from './annotations/annotation.service';
import { AnnotationQueries } from './queries/annotation.queries';
import { NoteResourceService } from './resources/note-resource.service';
import { PdfStore } from './resources/pdf-store';
import { EditorImageController } from './http/editor-image.controller';
import { ImageStore } from './images/image-store';

@Module({
  imports: [IdentityModule],
  controllers: [AdminCatalogController, PublicCatalogController, AdminLessonNoteController, ReadingController, ReaderStudyController, AnnotationController, NoteResourceController, EditorImageController],
  providers: [
    { provide: ReaderStudyQueries, inject: [DATABASE], useFactory: (db: Kysely<Database>) => new ReaderStudyQueries(db) },
    {
      // The reader's plan flags come from the identity module's exported service (the LoggedInUser it reports).
      provide: ReaderPlanLookup,
      inject: [IdentityService],
      useFactory: (identity: IdentityService): ReaderPlanLookup => ({ planOf: (readerID) => identity.loggedInUser(readerID) }),
    },
    {
      provide: ReaderStudyService,
      inject: [CommandExecutor, ReaderStudyQueries, ReaderPlanLookup, Clock],
      useFactory: (executor: CommandExecutor, queries: ReaderStudyQueries, plans: ReaderPlanLookup, clock: Clock) => new ReaderStudyService(executor, queries, plans, clock),
    },
    { provide: CatalogQueries, inject: [DATABASE], useFactory: (db: Kysely<Database>) => new CatalogQueries(db) },
    { provide: CatalogService, inject: [CommandExecutor, CatalogQueries, Clock], useFactory: createCatalogService },
    { provide: LessonNoteQueries, inject: [DATABASE], useFactory: (db: Kysely<Database>) => new LessonNoteQueries(db) },
    { provide: ReadingQueries, inject: [DATABASE], useFactory: (db: Kysely<Database>) => new ReadingQueries(db) },
    { provide: AnnotationQueries, inject: [DATABASE, ReadingQueries], useFactory: (db: Kysely<Database>, reading: ReadingQueries) => new AnnotationQueries(db, reading) },
    {
      provide: AnnotationService,
      inject: [CommandExecutor, AnnotationQueries, Clock],
      useFactory: (executor: CommandExecutor, queries: AnnotationQueries, clock: Clock) => new AnnotationService(executor, queries, clock),
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
      provide: NoteResourceService,
      inject: [CommandExecutor, AnnotationQueries, PdfStore, Clock],
      useFactory: (executor: CommandExecutor, queries: AnnotationQueries, store: PdfStore, clock: Clock) => new NoteResourceService(executor, queries, store, clock),
    },
    {
      provide: LessonNoteService,
      inject: [CommandExecutor, LessonNoteQueries, Clock],
      useFactory: (executor: CommandExecutor, queries: LessonNoteQueries, clock: Clock) => new LessonNoteService(executor, queries, clock),
    },
  ],
  exports: [CatalogService, CatalogQueries, LessonNoteService, LessonNoteQueries, ReadingQueries, ReaderStudyService, ReaderStudyQueries, AnnotationService, AnnotationQueries, NoteResourceService, ImageStore],
})
export class CatalogModule {}
