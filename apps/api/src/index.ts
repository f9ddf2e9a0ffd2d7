export * from './create-api';
export * from './resources';
export * from './modules';
export * from './projections';
export * from './event-schemas';
export * from './application';
export * from './application-context';
export * from './jobs';
