import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { Kysely, Migration, MigrationProvider, Migrator } from 'kysely';

/** The event store's and the projection runner's own migrations; each module brings its own folder. */
const INFRASTRUCTURE_MIGRATIONS = join(__dirname, 'migrations');

/**
 * Loads `<epochMillis>-<Name>.ts` from every folder with require(), so the same code runs under
 * swc-node, jest and compiled JavaScript (kysely's FileMigrationProvider needs native ESM import).
 * Names are unique over all folders; kysely runs them in name order, so the epoch prefix orders
 * the modules' migrations into one history.
 */
class FoldersMigrationProvider implements MigrationProvider {
  constructor(private readonly folders: readonly string[]) {}

  async getMigrations(): Promise<Record<string, Migration>> {
    const migrations: Record<string, Migration> = {};
    const foundIn = new Map<string, string>();
    for (const folder of this.folders) {
      for (const file of readdirSync(folder).sort()) {
        const match = /^(\d+-[A-Za-z0-9]+)\.(ts|js)$/.exec(file);
        if (!match || file.endsWith('.d.ts')) continue;
        const name = match[1]!;
        if (foundIn.has(name)) throw new Error(`Migration ${name} is in both ${foundIn.get(name)} and ${folder}`);
        foundIn.set(name, folder);
        // eslint-disable-next-line @typescript-eslint/no-require-imports
        migrations[name] = require(join(folder, file)) as Migration;
      }
    }
    return migrations;
  }
}

/** Applies every pending migration of the infrastructure and of the given modules' folders, in name order. */
export async function migrateToLatest(db: Kysely<unknown>, moduleFolders: readonly string[]): Promise<string[]> {
  const provider = new FoldersMigrationProvider([INFRASTRUCTURE_MIGRATIONS, ...moduleFolders]);
  const migrator = new Migrator({ db, provider });
  const { error, results } = await migrator.migrateToLatest();
  if (error) {
    const failed = results?.find((result) => result.status === 'Error');
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${String(error)}`, { cause: error });
  }
  return (results ?? []).map((result) => result.migrationName);
}
