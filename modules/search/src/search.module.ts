import { Module } from '@nestjs/common';
import type { Kysely } from 'kysely';
import { DATABASE } from '@notebook/kernel';
import type { Database } from '@notebook/read-models';
import { SearchController } from './http/search.controller';
import { SearchQueries } from './queries/search.queries';

@Module({
  controllers: [SearchController],
  providers: [
    { provide: SearchQueries, inject: [DATABASE], useFactory: (db: Kysely<Database>) => new SearchQueries(db) },
  ],
  exports: [SearchQueries],
})
export class SearchModule {}
