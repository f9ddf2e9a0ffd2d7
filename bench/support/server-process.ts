import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';

const ROOT = join(__dirname, '..', '..');
/** Lines of a process' output kept to say why it failed. */
const OUTPUT_LINES_KEPT = 30;
const START_TIMEOUT_MS = 90_000;
/** USER_HZ, the unit of /proc/<pid>/stat's CPU times: 100 on every Linux architecture Node runs on. */
const CLOCK_TICKS_PER_SECOND = 100;

/**
 * A server of the load bench in a process of its own (the API and the worker as deployed, or the
 * bare baseline): so its memory is its own, and the load generator does not share its event loop.
 */
export class ServerProcess {
  private readonly output: string[] = [];
  private exit: string | null = null;

  private constructor(
    readonly label: string,
    private readonly child: ChildProcess,
  ) {
    for (const stream of [child.stdout!, child.stderr!]) {
      stream.setEncoding('utf8');
      stream.on('data', (chunk: string) => this.keep(chunk));
    }
    child.once('exit', (code, signal) => (this.exit = signal ?? `exit code ${code}`));
  }

  /** Starts `script` (a TypeScript file under the repository) with `env` added to this process' environment. */
  static start(label: string, script: string, env: Record<string, string>): ServerProcess {
    const child = spawn(process.execPath, ['-r', '@swc-node/register', join(ROOT, script)], {
      cwd: ROOT,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    return new ServerProcess(label, child);
  }

  /** Waits until `url` answers 2xx; fails naming the process and its last output if it exits or takes too long. */
  async ready(url: string): Promise<void> {
    const deadline = Date.now() + START_TIMEOUT_MS;
    while (Date.now() < deadline) {
      if (this.exit) throw new Error(`${this.label} stopped (${this.exit}) before answering:\n${this.lastOutput()}`);
      if (await answers(url)) return;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    throw new Error(`${this.label} did not answer ${url} within ${START_TIMEOUT_MS / 1000} s:\n${this.lastOutput()}`);
  }

  /** Waits until the process prints `line`. */
  async printed(line: string): Promise<void> {
    const deadline = Date.now() + START_TIMEOUT_MS;
    while (!this.output.some((kept) => kept.includes(line))) {
      if (this.exit) throw new Error(`${this.label} stopped (${this.exit}) before starting:\n${this.lastOutput()}`);
      if (Date.now() > deadline) throw new Error(`${this.label} did not start:\n${this.lastOutput()}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  /** Why the process is gone, or null while it runs. */
  get stopped(): string | null {
    return this.exit;
  }

  /**
   * The most memory the process held at once (Linux' VmHWM, its resident set's high-water mark),
   * in MB; null where /proc is not there or the process is gone.
   */
  peakRssMb(): number | null {
    try {
      const status = readFileSync(`/proc/${this.child.pid}/status`, 'utf8');
      const kilobytes = /^VmHWM:\s+(\d+) kB/m.exec(status)?.[1];
      return kilobytes ? Number(kilobytes) / 1024 : null;
    } catch {
      return null;
    }
  }

  /** CPU time the process has used so far (user and system), in seconds; null where /proc is not there. */
  cpuSeconds(): number | null {
    try {
      // Fields after the command name (which may hold spaces): utime and stime are the 12th and 13th.
      const fields = readFileSync(`/proc/${this.child.pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
      return (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS_PER_SECOND;
    } catch {
      return null;
    }
  }

  lastOutput(): string {
    return this.output.slice(-OUTPUT_LINES_KEPT).join('\n');
  }

  /** SIGTERM (the servers shut down cleanly on it), then SIGKILL after 10 s. */
  async stop(): Promise<void> {
    if (this.exit) return;
    const exited = new Promise((resolve) => this.child.once('exit', resolve));
    this.child.kill('SIGTERM');
    const timer = setTimeout(() => this.child.kill('SIGKILL'), 10_000);
    await exited;
    clearTimeout(timer);
  }

  private keep(chunk: string): void {
    this.output.push(...chunk.split('\n').filter((line) => line.trim() !== ''));
    this.output.splice(0, Math.max(0, this.output.length - OUTPUT_LINES_KEPT));
  }
}

async function answers(url: string): Promise<boolean> {
  try {
    return (await fetch(url)).ok;
  } catch {
    return false;
  }
}

/** A port nothing listens on now (asked of the system, then released for the server to take). */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  if (!address || typeof address === 'string') throw new Error('No free port');
  return address.port;
}
