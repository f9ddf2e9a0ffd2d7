import type { Kysely } from 'kysely';
import { migrateToLatest } from '@notebook/read-models';
import { applicationModules } from './modules';

/** Each module's migrations folder, from the one list of modules. */
export const applicationMigrationFolders: readonly string[] = applicationModules.flatMap((module) =>
  module.migrations ? [module.migrations] : [],
);

/** Applies every pending migration of the infrastructure and of every module, in one name order. */
export function migrateApplication(db: Kysely<unknown>): Promise<string[]> {
  return migrateToLatest(db, applicationMigrationFolders);
}
