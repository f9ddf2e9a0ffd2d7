import type { ProjectionTables } from './schema/projection';

/**
 * Every table the queries read, as Kysely sees it. The runner's own tables are here; each module adds
 * its tables in `modules/<m>/src/read-model/schema.ts` by augmenting this interface
 * (`declare module '@notebook/read-models'`), so the read models live with the module that keeps them.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface Database extends ProjectionTables {}
