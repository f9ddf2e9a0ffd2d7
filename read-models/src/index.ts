export * from './database';
export * from './migrator';
export * from './schema/projection';
export * from './runner';
export { runReplayCli } from './cli/replay';
