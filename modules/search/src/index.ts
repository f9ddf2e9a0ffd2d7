// The module's definition the application composes, and its Nest module.
export { SearchModule, searchDefinition } from './search.module';

// Queries: a search as a viewer may see it.
export { SearchQueries } from './queries/search.queries';
export type { SearchOptions, SearchViewer } from './queries/search.queries';

// The projection the apps register (search reads other modules' events and records none).
export { searchProjection } from './projections/search.projection';

// Used only by the search bench and e2e specs: the ranking SQL's parts, the vocabulary refresh, the candidate cap.
export { SEARCH_CANDIDATE_CAP, tsQuery } from './queries/search.queries';
export { parseSearchKey } from './queries/search-query';
export type { SearchTerms } from './queries/search-query';
export { refreshSearchVocabularies } from './projections/search.projection';
