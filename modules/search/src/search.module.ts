import { join } from 'node:path';
import { Module } from '@nestjs/common';
import type { Kysely } from 'kysely';
import { DATABASE, defineModule } from '@notebook/kernel';
import type { Database, Projection } from '@notebook/read-models';
import { SearchController } from './http/search.controller';
import { SearchQueries } from './queries/search.queries';
import { searchProjection } from './projections/search.projection';
// The module's own tables join the application's one Database type (read-model/schema.ts augments it).
import type {} from './read-model/schema';

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
  migrations: join(__dirname, 'read-model', 'migrations'),
  nest: SearchModule,
  projections: [searchProjection],
});
