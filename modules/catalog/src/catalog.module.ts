import { Module } from '@nestjs/common';
import type { Kysely } from 'kysely';
import { Clock, CommandExecutor, DATABASE } from '@notebook/kernel';
import type { Database } from '@notebook/read-models';
import { CatalogService } from './catalog.service';

function createCatalogService(executor: CommandExecutor, queries: CatalogQueries, clock: Clock): CatalogService {
  return new CatalogService(executor, queries, clock);
}
import { AdminCatalogController } from './http/admin-catalog.controller';
import { PublicCatalogController } from './http/public-catalog.controller';
import { AdminLessonNoteController } from './http/admin-lesson-note.controller';
import { ReadingController } from './http/reading.controller';
import { LessonNoteService } from './lesson-note.service';
import { CatalogQueries } from './queries/catalog.queries';
import { LessonNoteQueries } from './queries/lesson-note.queries';
import { ReadingQueries } from './queries/reading.queries';

@Module({
  controllers: [AdminCatalogController, PublicCatalogController, AdminLessonNoteController, ReadingController],
  providers: [
    { provide: CatalogQueries, inject: [DATABASE], useFactory: (db: Kysely<Database>) => new CatalogQueries(db) },
    { provide: CatalogService, inject: [CommandExecutor, CatalogQueries, Clock], useFactory: createCatalogService },
    { provide: LessonNoteQueries, inject: [DATABASE], useFactory: (db: Kysely<Database>) => new LessonNoteQueries(db) },
    { provide: ReadingQueries, inject: [DATABASE], useFactory: (db: Kysely<Database>) => new ReadingQueries(db) },
    {
      provide: LessonNoteService,
      inject: [CommandExecutor, LessonNoteQueries, Clock],
      useFactory: (executor: CommandExecutor, queries: LessonNoteQueries, clock: Clock) => new LessonNoteService(executor, queries, clock),
    },
  ],
  exports: [CatalogService, CatalogQueries, LessonNoteService, LessonNoteQueries, ReadingQueries],
})
export class CatalogModule {}
