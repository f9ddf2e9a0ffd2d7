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
    for (const { name, path } of migrationFiles(this.folders))
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      migrations[name] = require(path) as Migration;
    return migrations;
  }
}

/** The migrations of the infrastructure and of the given modules' folders: name and file, in no set order. */
export function migrationFiles(moduleFolders: readonly string[]): Array<{ name: string; path: string }> {
  const found = new Map<string, { name: string; path: string; folder: string }>();
  for (const folder of [INFRASTRUCTURE_MIGRATIONS, ...moduleFolders]) {
    for (const file of readdirSync(folder).sort()) {
      const match = /^(\d+-[A-Za-z0-9]+)\.(ts|js)$/.exec(file);
      if (!match || file.endsWith('.d.ts')) continue;
      const name = match[1]!;
      const earlier = found.get(name);
      if (earlier) throw new Error(`Migration ${name} is in both ${earlier.folder} and ${folder}`);
      found.set(name, { name, path: join(folder, file), folder });
    }
  }
  return [...found.values()].map(({ name, path }) => ({ name, path }));
}

/**
 * What is wrong with the migrations found against the history of those added (oldest first): a
 * deployed database has run some prefix of that history, and kysely refuses to start on one that
 * misses a migration sorting before one it ran. So a new migration is appended to the history and
 * must sort after every migration in it.
 */
export function migrationHistoryProblems(found: readonly string[], history: readonly string[]): string[] {
  const problems: string[] = [];
  const known = new Set(history);
  for (const name of found)
    if (!known.has(name)) problems.push(`Migration ${name} is not in the history: append it at the end.`);
  const present = new Set(found);
  for (const name of history)
    if (!present.has(name))
      problems.push(
        `Migration ${name} is in the history but not found: a migration that may have run is never removed.`,
      );
  history.forEach((name, index) => {
    const before = history[index - 1];
    if (before !== undefined && name <= before)
      problems.push(
        `Migration ${name} sorts before ${before}, added earlier: a database that ran ${before} would refuse to start. Give it a later time prefix.`,
      );
  });
  return problems;
}

/** Applies every pending migration of the infrastructure and of the given modules' folders, in name order. */
export async function migrateToLatest(db: Kysely<unknown>, moduleFolders: readonly string[]): Promise<string[]> {
  const provider = new FoldersMigrationProvider(moduleFolders);
  const migrator = new Migrator({ db, provider });
  const { error, results } = await migrator.migrateToLatest();
  if (error) {
    const failed = results?.find((result) => result.status === 'Error');
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${String(error)}`, { cause: error });
  }
  return (results ?? []).map((result) => result.migrationName);
}
