/**
 * `npm run replay -- [--projection NAME]... [--until DATE]`
 *
 * Without --until: rebuilds the projections (all registered ones, or those named) from position
 * zero into shadow tables and swaps each in when caught up. A worker already running a projection
 * does its rebuild; otherwise this process does.
 * With --until: builds them as of that moment (events recorded up to then) into the schema
 * `as_of_<yyyymmddhhmm>` (UTC), left in place for analysts, and prints the schema's name.
 */
import { Kysely } from 'kysely';
import type { Pool } from 'pg';
import { createEventStore, createKysely, createPool, EventStore, EventUpcaster, START } from '@notebook/kernel';
import type { Database } from '../database';
import { buildAsOf } from '../runner/as-of-build';
import { countEvents } from '../runner/event-counts';
import type { Projection } from '../runner/projection';
import { rebuildProjections } from '../runner/rebuild-projections';
import type { RunnerLogger } from '../runner/runner-logger';
import { terminalProgress, ProgressView } from './progress-bars';

const DEFAULT_DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/notebook';

export type ReplayArgs = { projectionNames: string[]; until: Date | null };

export type ReplayContext = {
  db: Kysely<Database>;
  pool: Pool;
  eventStore: EventStore;
  /** The application's event schemas, so older event versions are upcast before the projections see them. */
  eventSchemas: EventUpcaster;
  projections: readonly Projection[];
  progress: ProgressView;
  print: (line: string) => void;
  logger?: RunnerLogger;
};

export class UsageError extends Error {
  override readonly name = 'UsageError';
}

export function parseReplayArgs(argv: readonly string[], now = new Date()): ReplayArgs {
  const args: ReplayArgs = { projectionNames: [], until: null };
  for (let index = 0; index < argv.length; index += 1) {
    const flag = argv[index]!;
    const value = argv[index + 1];
    if ((flag === '--projection' || flag === '--until') && (value === undefined || value.startsWith('--'))) {
      throw new UsageError(`${flag} needs a value`);
    }
    if (flag === '--projection') args.projectionNames.push(...value!.split(',').filter(Boolean));
    else if (flag === '--until') args.until = parseUntil(value!, now);
    else
      throw new UsageError(`Unknown argument ${flag}. Usage: npm run replay -- [--projection NAME]... [--until DATE]`);
    index += 1;
  }
  return args;
}

function parseUntil(value: string, now: Date): Date {
  const until = new Date(value);
  if (Number.isNaN(until.getTime()))
    throw new UsageError(`--until ${value} is not a date (use ISO 8601, e.g. 2025-06-30T23:59:00Z)`);
  if (until.getTime() > now.getTime()) throw new UsageError(`--until ${value} is in the future`);
  return until;
}

export function selectProjections(all: readonly Projection[], names: readonly string[]): Projection[] {
  if (all.length === 0) throw new UsageError('No projections are registered (apps/api/src/projections.ts)');
  if (names.length === 0) return [...all];
  const unknown = names.filter((name) => !all.some((projection) => projection.name === name));
  if (unknown.length > 0) {
    throw new UsageError(
      `Unknown projection ${unknown.join(', ')}; registered: ${all.map((projection) => projection.name).join(', ')}`,
    );
  }
  return all.filter((projection) => names.includes(projection.name));
}

/** Runs the replay; returns the as-of schema's name, or null for a rebuild swapped into public. */
export async function replay(args: ReplayArgs, context: ReplayContext): Promise<string | null> {
  const selected = selectProjections(context.projections, args.projectionNames);
  const names = selected.map((projection) => projection.name).join(', ');
  let schema: string | null = null;
  try {
    if (args.until) schema = await buildAsOfWithProgress(selected, args.until, context);
    else await rebuildWithProgress(selected, context);
  } finally {
    context.progress.stop();
  }
  context.print(
    schema
      ? `Built ${names} as of ${args.until!.toISOString()} into schema ${schema}`
      : `Rebuilt and swapped in: ${names}`,
  );
  return schema;
}

function rebuildWithProgress(selected: Projection[], context: ReplayContext): Promise<void> {
  return rebuildProjections({
    db: context.db,
    pool: context.pool,
    eventStore: context.eventStore,
    eventSchemas: context.eventSchemas,
    projections: selected,
    ownerId: `replay:${process.pid}`,
    logger: context.logger,
    onProgress: ({ projection, eventsApplied, eventsTotal }) =>
      context.progress.update(projection, eventsApplied, eventsTotal),
  });
}

async function buildAsOfWithProgress(selected: Projection[], until: Date, context: ReplayContext): Promise<string> {
  const head = await context.eventStore.headPosition();
  const totals = new Map<string, number>();
  for (const projection of selected) {
    totals.set(
      projection.name,
      await countEvents(context.db, { after: START, upTo: head, eventTypes: projection.canHandle }),
    );
    context.progress.update(projection.name, 0, totals.get(projection.name)!);
  }
  return buildAsOf({
    db: context.db,
    eventStore: context.eventStore,
    eventSchemas: context.eventSchemas,
    projections: selected,
    until,
    onProgress: ({ projection, eventsApplied }) =>
      context.progress.update(projection, eventsApplied, totals.get(projection) ?? 0),
  });
}

/**
 * The command line: the composition root (apps/worker/src/replay.ts) passes the application's
 * projections and event schemas, since read models may not import the modules that define them.
 */
export async function runReplayCli(
  projections: readonly Projection[],
  eventSchemas: EventUpcaster,
  argv: readonly string[] = process.argv.slice(2),
): Promise<void> {
  try {
    const args = parseReplayArgs(argv);
    const url = process.env.DATABASE_URL ?? DEFAULT_DATABASE_URL;
    const pool = createPool(url, 4);
    const db = createKysely<Database>(pool);
    try {
      await replay(args, {
        db,
        pool,
        eventStore: createEventStore({ pool, databaseUrl: url, eventStoreUrl: process.env.EVENTSTORE_URL }),
        eventSchemas,
        projections,
        progress: terminalProgress(),
        print: (line) => process.stdout.write(`${line}\n`),
        logger: { info: () => undefined, warn: console.warn, error: console.error },
      });
    } finally {
      await db.destroy();
    }
  } catch (error) {
    process.stderr.write(`${error instanceof UsageError ? error.message : String((error as Error).stack ?? error)}\n`);
    process.exit(error instanceof UsageError ? 2 : 1);
  }
}
