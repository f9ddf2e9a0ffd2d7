import { type ChildProcess, spawn } from 'node:child_process';
import { join } from 'node:path';
import type { TestApi } from './test-api';

const ROOT = join(__dirname, '..', '..');

/**
 * A worker process (apps/worker/src/main.ts, or a test's variant of it) on the test API's database and
 * Redis, for tests that kill it and start another. Its output is drained, unless the caller reads
 * its stdout (`readStdout`).
 */
export function startWorkerProcess(
  api: TestApi,
  options: { script?: string; readStdout?: boolean } = {},
): ChildProcess {
  const script = options.script ?? 'apps/worker/src/main.ts';
  const worker = spawn(process.execPath, ['-r', '@swc-node/register', join(ROOT, script)], {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      DATABASE_URL: api.database.url,
      REDIS_URL: api.resources.config.REDIS_URL,
      JWT_SECRET: 'test-secret-for-the-suite',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  worker.stderr!.resume();
  if (!options.readStdout) worker.stdout!.resume();
  return worker;
}
