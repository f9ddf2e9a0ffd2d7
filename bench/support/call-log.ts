import { percentile } from './bench';

/** What went wrong with a call: its status (or the network error) and the start of its body. */
export type CallFailure = { kind: string; what: string };

export type CallStats = { calls: number; errors: number; p50: number; p95: number; p99: number };

/**
 * Latencies and errors of every call of a load run, by the kind of call. A call is an error when it
 * does not answer 2xx with a SUCCESS envelope (503 and 429 included) or does not answer at all.
 */
export class CallLog {
  private readonly latencies = new Map<string, number[]>();
  private readonly errorCounts = new Map<string, number>();
  /** The first few failures, to say what went wrong. */
  readonly failures: CallFailure[] = [];

  recordSuccess(kind: string, ms: number): void {
    this.latenciesOf(kind).push(ms);
  }

  recordFailure(kind: string, ms: number, what: string): void {
    this.latenciesOf(kind).push(ms);
    this.errorCounts.set(kind, (this.errorCounts.get(kind) ?? 0) + 1);
    if (this.failures.length < 10) this.failures.push({ kind, what });
  }

  get kinds(): string[] {
    return [...this.latencies.keys()];
  }

  get totalErrors(): number {
    return [...this.errorCounts.values()].reduce((sum, count) => sum + count, 0);
  }

  stats(kind: string): CallStats {
    const values = this.latencies.get(kind) ?? [];
    const at = (p: number) => (values.length === 0 ? 0 : percentile(values, p));
    return { calls: values.length, errors: this.errorCounts.get(kind) ?? 0, p50: at(50), p95: at(95), p99: at(99) };
  }

  private latenciesOf(kind: string): number[] {
    let values = this.latencies.get(kind);
    if (!values) this.latencies.set(kind, (values = []));
    return values;
  }
}
