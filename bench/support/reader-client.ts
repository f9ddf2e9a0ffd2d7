import type { CallLog } from './call-log';

type Request = {
  /** The kind of call it counts under in the log. */
  kind: string;
  /** The server's base URL, e.g. http://127.0.0.1:4000. */
  base: string;
  /** Below /api/, with a query string for GETs. */
  path: string;
  body?: unknown;
  token?: string;
};

/**
 * One HTTP call as a browser makes it (fetch, JSON, the bearer token), timed and logged under its
 * kind; its `result` when it answered 2xx with a SUCCESS envelope, else null (the log has the error).
 */
export async function call<T>(log: CallLog, request: Request): Promise<T | null> {
  const started = process.hrtime.bigint();
  const outcome = await send<T>(request);
  const ms = Number(process.hrtime.bigint() - started) / 1e6;
  if ('result' in outcome) {
    log.recordSuccess(request.kind, ms);
    return outcome.result;
  }
  log.recordFailure(request.kind, ms, outcome.failure);
  return null;
}

async function send<T>(request: Request): Promise<{ result: T } | { failure: string }> {
  const headers: Record<string, string> = {};
  if (request.body !== undefined) headers['content-type'] = 'application/json';
  if (request.token) headers.authorization = `Bearer ${request.token}`;
  try {
    const response = await fetch(`${request.base}/api/${request.path}`, {
      method: request.body === undefined ? 'GET' : 'POST',
      headers,
      body: request.body === undefined ? undefined : JSON.stringify(request.body),
    });
    const text = await response.text();
    const envelope = parsed(text);
    if (response.ok && envelope?.status === 'SUCCESS') return { result: envelope.result as T };
    return { failure: `${response.status} ${text.slice(0, 200)}` };
  } catch (error) {
    return { failure: `no answer: ${(error as Error).cause ?? (error as Error).message}` };
  }
}

function parsed(text: string): { status?: string; result?: unknown } | null {
  try {
    return JSON.parse(text) as { status?: string; result?: unknown };
  } catch {
    return null;
  }
}
