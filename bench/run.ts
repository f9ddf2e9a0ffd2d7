/**
 * Benchmark runner: `npm run bench [-- --only <name>[,<name>]]`, sizes times BENCH_SCALE (default 1).
 *
 * It creates a fresh database `notebook_bench_<random>`, migrates it to the latest read-model
 * schema, runs every `bench/*.bench.ts` module in file-name order, prints each one's tables and
 * drops the database at the end (also on Ctrl-C).
 *
 * To add a benchmark, drop a file `bench/<name>.bench.ts` here that exports (types in
 * bench/support/bench.ts):
 *
 *   export const name = 'projection-catch-up';          // what `--only` matches
 *   export const description = 'events/s a projection applies while catching up'; // optional
 *   export const ratios = [['ours', 'emmett']] as const; // optional extra ratios per group
 *   export async function run(context: BenchContext): Promise<BenchRow[]> { ... }
 *
 * `context` holds `pool`, `url` and `eventStore` for the shared bench database, `scale` and
 * `scaled(n)` for sizes, and `log(message)` for progress. Each returned row is one number:
 * `{ group, subject, value, unit, baseline?, details? }`. Rows of one group print as one table, each
 * with its ratio to the group's `baseline` row, so every number is read against a baseline measured
 * in the same run on the same machine. Benchmarks share the database and run one after another:
 * use stream names and tables of your own and leave the rest alone.
 */
import { randomBytes } from 'node:crypto';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { PostgresEventStore, createKysely, createPool } from '@notebook/kernel';
import { migrateApplication } from '@notebook/api';
import { databaseUrl, withAdminPool } from '../test/support/databases';
import { BenchContext, BenchModule } from './support/bench';
import { printResults } from './support/table';

const POOL_SIZE = 24;

async function main(): Promise<void> {
  const only = parseOnly(process.argv.slice(2));
  const scale = parseScale(process.env.BENCH_SCALE);
  const modules = loadBenchmarks().filter((module) => only === null || only.includes(module.name));
  if (modules.length === 0) throw new Error(`No benchmark matches --only ${only?.join(',')}`);

  const name = `notebook_bench_${randomBytes(6).toString('hex')}`;
  const dropDatabase = once(() =>
    withAdminPool((admin) => admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)),
  );
  process.once('SIGINT', () => void dropDatabase().finally(() => process.exit(130)));

  await withAdminPool((admin) => admin.query(`CREATE DATABASE ${name}`));
  const url = databaseUrl(name);
  const pool = createPool(url, POOL_SIZE);
  try {
    await migrateApplication(createKysely<unknown>(pool));
    const context = benchContext(pool, url, scale);
    console.log(
      `Bench database ${name}, BENCH_SCALE=${scale}, benchmarks: ${modules.map((module) => module.name).join(', ')}`,
    );
    for (const module of modules) {
      context.log(`running ${module.name}`);
      printResults(module, await module.run(context));
    }
  } finally {
    await pool.end();
    await dropDatabase();
  }
}

function benchContext(pool: BenchContext['pool'], url: string, scale: number): BenchContext {
  return {
    pool,
    url,
    eventStore: new PostgresEventStore(pool, url),
    scale,
    scaled: (count) => Math.max(1, Math.round(count * scale)),
    log: (message) => console.log(`[bench] ${message}`),
  };
}

function loadBenchmarks(): BenchModule[] {
  return readdirSync(__dirname)
    .filter((file) => file.endsWith('.bench.ts'))
    .sort()
    .map((file) => {
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      const module = require(join(__dirname, file)) as Partial<BenchModule>;
      if (typeof module.name !== 'string' || typeof module.run !== 'function') {
        throw new Error(`bench/${file} must export \`name\` (string) and \`run(context)\` (see bench/run.ts)`);
      }
      return module as BenchModule;
    });
}

function parseOnly(args: string[]): string[] | null {
  const index = args.indexOf('--only');
  if (index === -1) return null;
  const value = args[index + 1];
  if (!value) throw new Error('--only needs a benchmark name');
  return value.split(',');
}

function parseScale(value: string | undefined): number {
  if (value === undefined || value === '') return 1;
  const scale = Number(value);
  if (!Number.isFinite(scale) || scale <= 0) throw new Error(`BENCH_SCALE must be a positive number, not ${value}`);
  return scale;
}

function once(work: () => Promise<unknown>): () => Promise<void> {
  let running: Promise<void> | null = null;
  return () => (running ??= work().then(() => undefined));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
