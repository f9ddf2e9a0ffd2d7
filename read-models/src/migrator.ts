import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { Kysely, Migration, MigrationProvider, Migrator } from 'kysely';

/**
 * Loads `migrations/<epochMillis>-<Name>.ts` with require(), so the same code runs under
 * swc-node, jest and compiled JavaScript (kysely's FileMigrationProvider needs native ESM import).
 */
class FolderMigrationProvider implements MigrationProvider {
  constructor(private readonly folder: string) {}

  async getMigrations(): Promise<Record<string, Migration>> {
    const migrations: Record<string, Migration> = {};
    for (const file of readdirSync(this.folder).sort()) {
      const match = /^(\d+-[A-Za-z0-9]+)\.(ts|js)$/.exec(file);
      if (!match || file.endsWith('.d.ts')) continue;
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      migrations[match[1]!] = require(join(this.folder, file)) as Migration;
    }
    return migrations;
  }
}

export async function migrateToLatest(db: Kysely<unknown>): Promise<string[]> {
  const migrator = new Migrator({ db, provider: new FolderMigrationProvider(join(__dirname, 'migrations')) });
  const { error, results } = await migrator.migrateToLatest();
  if (error) {
    const failed = results?.find((result) => result.status === 'Error');
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${String(error)}`, { cause: error });
  }
  return (results ?? []).map((result) => result.migrationName);
}
