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
import { CatalogQueries } from './queries/catalog.queries';

@Module({
  controllers: [AdminCatalogController, PublicCatalogController],
  providers: [
    { provide: CatalogQueries, inject: [DATABASE], useFactory: (db: Kysely<Database>) => new CatalogQueries(db) },
    { provide: CatalogService, inject: [CommandExecutor, CatalogQueries, Clock], useFactory: createCatalogService },
  ],
  exports: [CatalogService, CatalogQueries],
})
export class CatalogModule {}
