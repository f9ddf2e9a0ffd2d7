import type { ChildProcess } from 'node:child_process';
import { startAppProcess } from './app-process';
import type { TestApi } from './test-api';

/**
 * A worker process (apps/worker/src/main.ts, or a test's variant of it) on the test API's database and
 * Redis, for tests that kill it and start another. Its output is drained, unless the caller reads
 * its stdout (`readStdout`).
 */
export function startWorkerProcess(
  api: TestApi,
  options: { script?: string; readStdout?: boolean } = {},
): ChildProcess {
  return startAppProcess(api, options.script ?? 'apps/worker/src/main.ts', { readStdout: options.readStdout });
}
