import type { ProjectionTables } from './schema/projection';

/** Every table the queries read, as Kysely sees it. Each area adds its tables in schema/<area>.ts. */
export interface Database extends ProjectionTables {}
