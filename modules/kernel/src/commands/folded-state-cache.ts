/** A stream's state folded up to `revision` (its events up to there, in order, through one decider), and its last event's place. */
type Folded = { revision: bigint; state: unknown; last?: { position: string; type: string } | null };

/**
 * The folded states of the streams this process used last, per decider, so a command reads only the
 * events after the state it knows (a session's stream starts with its whole copy of the questions;
 * re-reading and re-folding it for every answer was most of an answer's cost).
 *
 * Always right, never stale in a way that matters: the executor reads every event after the cached
 * revision before deciding, so another process's appends are folded in, and the append's expected
 * revision still guards against a writer in between. States are the deciders' immutable values.
 * Least recently used streams go first past `maxStreams`.
 */
export class FoldedStateCache {
  private readonly byDecider = new WeakMap<object, Map<string, Folded>>();
  private readonly recent = new Map<string, object>();

  constructor(private readonly maxStreams = 5_000) {}

  get(decider: object, streamName: string): Folded | undefined {
    const folded = this.byDecider.get(decider)?.get(streamName);
    if (folded) this.touch(decider, streamName);
    return folded;
  }

  set(decider: object, streamName: string, folded: Folded): void {
    let streams = this.byDecider.get(decider);
    if (!streams) this.byDecider.set(decider, (streams = new Map()));
    streams.set(streamName, folded);
    this.touch(decider, streamName);
    this.evict();
  }

  private touch(decider: object, streamName: string): void {
    // Keyed by stream; a stream folded by two deciders keeps the one used last (both stay correct).
    this.recent.delete(streamName);
    this.recent.set(streamName, decider);
  }

  private evict(): void {
    while (this.recent.size > this.maxStreams) {
      const [oldest, decider] = this.recent.entries().next().value as [string, object];
      this.recent.delete(oldest);
      this.byDecider.get(decider)?.delete(oldest);
    }
  }
}
