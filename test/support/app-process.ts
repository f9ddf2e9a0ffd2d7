import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { join } from 'node:path';
import type { TestApi } from './test-api';

const ROOT = join(__dirname, '..', '..');

/**
 * One of the application's entry points (`apps/api/src/main.ts`, `apps/worker/src/main.ts`, or a test's
 * variant) as a process of its own, on the test API's database and Redis, as a deployment runs it.
 * Its output is drained, unless the caller reads its stdout (`readStdout`).
 */
export function startAppProcess(
  api: TestApi,
  script: string,
  options: { env?: Record<string, string>; readStdout?: boolean } = {},
): ChildProcess {
  const child = spawn(process.execPath, ['-r', '@swc-node/register', join(ROOT, script)], {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      DATABASE_URL: api.database.url,
      REDIS_URL: api.resources.config.REDIS_URL,
      JWT_SECRET: 'test-secret-for-the-suite',
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stderr!.resume();
  if (!options.readStdout) child.stdout!.resume();
  return child;
}

/** SIGKILL, as when the machine under a process fails: no shutdown hook runs. Resolves once it has exited. */
export async function killHard(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGKILL');
  await exited;
}

/** A port of 127.0.0.1 nobody listens on now, for a process the test will restart on the same port. */
export function unusedPort(): Promise<number> {
  const server = createServer();
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}
