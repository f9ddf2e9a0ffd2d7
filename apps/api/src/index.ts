export * from './create-api';
export * from './resources';
export * from './projections';
