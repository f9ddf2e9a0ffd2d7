import { Module } from '@nestjs/common';
import type { Kysely } from 'kysely';
import { DATABASE, defineModule } from '@notebook/kernel';
import type { Database, Projection } from '@notebook/read-models';
import { SearchController } from './http/search.controller';
import { SearchQueries } from './queries/search.queries';
import { searchProjection } from './projections/search.projection';

@Module({
  controllers: [SearchController],
  providers: [
    { provide: SearchQueries, inject: [DATABASE], useFactory: (db: Kysely<Database>) => new SearchQueries(db) },
  ],
  exports: [SearchQueries],
})
export class SearchModule {}

/** Search (reads other modules' events, records none) as the application composes it. */
export const searchDefinition = defineModule<Projection>({
  name: 'search',
  nest: SearchModule,
  projections: [searchProjection],
});
