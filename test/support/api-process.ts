import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { ApiPaths, apiUrl } from '@notebook/contracts';
import type { TestApi } from './test-api';

const ROOT = join(__dirname, '..', '..');

/** An API process (apps/api/src/main.ts) on the test API's database and Redis, answering on `port`. */
export type ApiProcess = { child: ChildProcess; baseUrl: string };

/**
 * Starts the API as a deployment runs it, a process of its own that a test may SIGKILL and start
 * again on the same port, and resolves once it answers its health check.
 */
export async function startApiProcess(api: TestApi, port: number): Promise<ApiProcess> {
  const child = spawn(process.execPath, ['-r', '@swc-node/register', join(ROOT, 'apps/api/src/main.ts')], {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      PORT: String(port),
      DATABASE_URL: api.database.url,
      REDIS_URL: api.resources.config.REDIS_URL,
      JWT_SECRET: 'test-secret-for-the-suite',
      LOGIN_ATTEMPTS_PER_IP: '1000',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.resume();
  child.stderr!.resume();
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
