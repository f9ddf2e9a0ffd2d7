import { MultiBar, Presets, SingleBar } from 'cli-progress';

/** Progress of one build per projection, as the replay CLI shows it. */
export interface ProgressView {
  update(projection: string, eventsApplied: number, eventsTotal: number): void;
  stop(): void;
}

/** One bar per projection on stderr, so stdout carries only the result. */
export function terminalProgress(): ProgressView {
  const bars = new MultiBar(
    {
      format: '{projection} |{bar}| {value}/{total} events  {percentage}%',
      stream: process.stderr,
      hideCursor: true,
      clearOnComplete: false,
    },
    Presets.shades_classic,
  );
  const byProjection = new Map<string, SingleBar>();
  return {
    update(projection, eventsApplied, eventsTotal) {
      const total = Math.max(eventsTotal, eventsApplied);
      const bar = byProjection.get(projection) ?? bars.create(total, 0, { projection });
      byProjection.set(projection, bar);
      bar.setTotal(total);
      bar.update(eventsApplied, { projection });
    },
    stop() {
      bars.stop();
    },
  };
}

export const noProgress: ProgressView = { update: () => undefined, stop: () => undefined };
