export * from './database';
export * from './migrator';
export * from './schema/projection';
export * from './schema/identity';
export * from './schema/catalog';
export * from './schema/question-bank';
export * from './schema/search';
export * from './runner';
export { runReplayCli } from './cli/replay';
