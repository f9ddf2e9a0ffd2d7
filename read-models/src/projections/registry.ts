import type { Projection } from '../runner/projection';

/**
 * Every projection the worker runs and `npm run replay` can rebuild. Each area's projections
 * (catalog, identity, ...) live beside this file and are added here; order does not matter.
 */
export const projections: Projection[] = [];
