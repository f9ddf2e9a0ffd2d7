import type { ChildProcess } from 'node:child_process';
import { ApiPaths, apiUrl } from '@notebook/contracts';
import { startAppProcess } from './app-process';
import type { TestApi } from './test-api';

/** An API process (apps/api/src/main.ts) on the test API's database and Redis, answering on `port`. */
export type ApiProcess = { child: ChildProcess; baseUrl: string };

/**
 * Starts the API as a deployment runs it, a process of its own that a test may SIGKILL and start
 * again on the same port, and resolves once it answers its health check.
 */
export async function startApiProcess(api: TestApi, port: number): Promise<ApiProcess> {
  const child = startAppProcess(api, 'apps/api/src/main.ts', {
    env: { PORT: String(port), LOGIN_ATTEMPTS_PER_IP: '1000' },
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  await untilHealthy(child, baseUrl);
  return { child, baseUrl };
}

async function untilHealthy(child: ChildProcess, baseUrl: string, timeoutMs = 45_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The API process exited with ${child.exitCode} before answering`);
    const answered = await fetch(`${baseUrl}${apiUrl(ApiPaths.health.status)}`).then(
      (response) => response.ok,
      () => false,
    );
    if (answered) return;
    if (Date.now() > deadline) throw new Error(`The API process did not answer within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
