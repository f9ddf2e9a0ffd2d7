export * from './search.module';
export * from './projections/search.projection';
export * from './queries/search.queries';
export * from './queries/search-query';
