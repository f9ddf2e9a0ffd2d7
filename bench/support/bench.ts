import { Pool } from 'pg';
import { PostgresEventStore } from '@notebook/kernel';

/** What every benchmark gets from `bench/run.ts`: one fresh, migrated database for the whole run. */
export type BenchContext = {
  /** A pool on the bench database, large enough for 16 concurrent writers plus a reader. */
  pool: Pool;
  /** Connection string of the bench database, for libraries that open their own connections. */
  url: string;
  /** Our PostgreSQL event store on that database. */
  eventStore: PostgresEventStore;
  /** BENCH_SCALE (default 1): multiply every size by it. */
  scale: number;
  /** `count` times the scale, rounded, at least 1. */
  scaled(count: number): number;
  /** Progress for the operator, printed as it happens. */
  log(message: string): void;
};

/** One measured number. Rows with the same `group` are printed as one table and compared. */
export type BenchRow = {
  /** The condition the number was measured under, e.g. '16 writers'. */
  group: string;
  /** What was measured, e.g. 'ours' or 'bare INSERT'. */
  subject: string;
  value: number;
  unit: string;
  /** The row every other row of its group is divided by (at most one per group). */
  baseline?: boolean;
  /** Extra columns printed as they are, e.g. { events: 4000, seconds: 1.92 }. */
  details?: Record<string, number | string>;
};

/** The shape of a `bench/*.bench.ts` module. */
export type BenchModule = {
  name: string;
  description?: string;
  /** Extra ratios to print per group as [numerator subject, denominator subject]. */
  ratios?: ReadonlyArray<readonly [string, string]>;
  run(context: BenchContext): Promise<BenchRow[]>;
};

/** Runs `work` and returns how long it took in seconds. */
export async function timed(work: () => Promise<unknown>): Promise<number> {
  const started = process.hrtime.bigint();
  await work();
  return Number(process.hrtime.bigint() - started) / 1e9;
}

/** Runs `work` and returns how long it took in milliseconds. */
export async function timedMs(work: () => Promise<unknown>): Promise<number> {
  return (await timed(work)) * 1000;
}

/** The p-th percentile (p in 0..100) of the values: the smallest value at least p per cent of them do not exceed. */
export function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

/** Starts `count` concurrent workers, each given its index, and waits for all of them. */
export async function concurrently<T>(count: number, worker: (index: number) => Promise<T>): Promise<T[]> {
  return Promise.all(Array.from({ length: count }, (_, index) => worker(index)));
}
