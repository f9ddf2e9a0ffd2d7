import type { AppsErrorMessage, Envelope } from '@notebook/contracts';
import { vi } from 'vitest';

export type RecordedCall = { method: string; url: string; body: unknown; authorization: string | null };
type Reply = { status: number; body: Envelope<unknown> | null };
type Handler = (call: RecordedCall) => Reply;

export const ok = (result: unknown, message?: string): Reply => ({
  status: 200,
  body: { status: 'SUCCESS', result, ...(message ? { message } : {}) },
});

export const failed = (status: number, errorMessage: string, extra: Partial<AppsErrorMessage> = {}): Reply => ({
  status,
  body: { status: 'FAILED', appsErrorMessages: [{ errorCode: 'TEST', errorMessage, ...extra }] },
});

/** Calls the app makes on its own (a return reported on start-up, the sign-in providers): tests need not list them. */
const backgroundCalls: Record<string, Reply> = {
  'POST /api/security/report-user-login': ok(null),
  'GET /api/public/getOAuthProviders': ok([]),
};

/**
 * Replaces `fetch` with a table of "METHOD /api/path" handlers. A list of handlers answers
 * successive calls in turn (the last one repeats). Unknown calls fail the test loudly.
 */
export function fakeApi(routes: Record<string, Handler | Reply | Array<Handler | Reply>>) {
  const calls: RecordedCall[] = [];
  const served = new Map<string, number>();

  const fetchStub = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.pathname : input.url;
    const method = init.method ?? 'GET';
    const headers = new Headers(init.headers);
    const call: RecordedCall = {
      method,
      url,
      body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
      authorization: headers.get('Authorization'),
    };
    calls.push(call);
    const key = `${method} ${url}`;
    const route = routes[key] ?? backgroundCalls[key];
    if (!route) throw new Error(`fakeApi: no handler for ${key}`);
    const answers = Array.isArray(route) ? route : [route];
    const index = served.get(key) ?? 0;
    served.set(key, index + 1);
    const answer = answers[Math.min(index, answers.length - 1)];
    if (!answer) throw new Error(`fakeApi: empty handler list for ${key}`);
    const reply = typeof answer === 'function' ? answer(call) : answer;
    return new Response(reply.body === null ? null : JSON.stringify(reply.body), {
      status: reply.status,
      headers: { 'Content-Type': 'application/json' },
    });
  });

  vi.stubGlobal('fetch', fetchStub);
  return {
    calls,
    callsTo: (key: string) => calls.filter((call) => `${call.method} ${call.url}` === key),
  };
}
