import { MultiBar, Presets, SingleBar } from 'cli-progress';
import type { SeedStage } from '@notebook/kernel';

export interface SeedProgress {
  stage(label: string, total: number, unit: string): SeedStage;
  line(text: string): void;
  stop(): void;
}

/** Bars on a terminal (stderr), plain lines otherwise (a log file, CI, `npm start | tee`). */
export function seedProgress(stream: NodeJS.WriteStream = process.stderr): SeedProgress {
  return stream.isTTY ? terminalProgress(stream) : logProgress();
}

function terminalProgress(stream: NodeJS.WriteStream): SeedProgress {
  const bars = new MultiBar(
    {
      format: '{label} |{bar}| {value}/{total} {unit}  {duration}s',
      stream,
      hideCursor: true,
      clearOnComplete: false,
      stopOnComplete: false,
    },
    Presets.shades_classic,
  );
  return {
    stage(label, total, unit) {
      const bar: SingleBar = bars.create(total, 0, { label: label.padEnd(22), unit });
      return {
        update(value, newTotal) {
          if (newTotal !== undefined) bar.setTotal(newTotal);
          bar.update(value);
        },
        done() {
          bar.update(bar.getTotal());
          bar.stop();
        },
      };
    },
    line(text) {
      bars.log(`${text}\n`);
    },
    stop() {
      bars.stop();
    },
  };
}

function logProgress(): SeedProgress {
  return {
    stage(label) {
      const started = Date.now();
      return {
        update: () => undefined,
        done(summary) {
          console.log(`Seed: ${label}: ${summary} in ${seconds(Date.now() - started)} s`);
        },
      };
    },
    line(text) {
      console.log(text);
    },
    stop: () => undefined,
  };
}

export function seconds(ms: number): string {
  return (ms / 1000).toFixed(1);
}
