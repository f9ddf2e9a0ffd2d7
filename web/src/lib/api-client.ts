import {
  ApiPaths,
  ErrorCodes,
  Messages,
  apiUrl,
  endpoints,
  type AppsErrorMessage,
  type EndpointInput,
  type EndpointOutput,
  type Envelope,
  type JsonEndpointPath,
} from '@notebook/contracts';
import { env } from '@/config/env';
import { authStore, isAccessTokenExpired } from './auth-store';
import { pendingRequests } from './pending-requests';
import { autoLogout, refreshSession } from './session';
import { toasts } from './toast-store';

/** Per-request options of spec section 7. */
export type RequestOptions = {
  /** Count this call in the global loading indicator. Default true. */
  showLoading?: boolean;
  /** Public call: no Bearer token, no refresh-and-retry, no auto-logout. Default false. */
  skipAuth?: boolean;
  /** Show a failure as an error toast. Default true. */
  showErrorToast?: boolean;
  /** Show the success envelope's `message` as a success toast. Default false. */
  showSuccessMessage?: boolean;
  /** Send this token instead of the session's, for the call that loads the user of a new token. */
  bearerToken?: string;
  signal?: AbortSignal;
};

type ResolvedOptions = Required<Omit<RequestOptions, 'signal' | 'bearerToken'>> &
  Pick<RequestOptions, 'signal' | 'bearerToken'>;

export class ApiError extends Error {
  constructor(
    readonly httpStatus: number,
    readonly errors: readonly AppsErrorMessage[],
    message: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }

  /** The save landed but reading it back came too early (503 NOT_YET_VISIBLE): it will show in a moment. */
  get savedNotYetVisible(): boolean {
    return this.errors[0]?.errorCode === ErrorCodes.NOT_YET_VISIBLE;
  }

  /** Validation messages keyed by the request field they are about. */
  get fieldErrors(): Record<string, string> {
    const byField: Record<string, string> = {};
    for (const error of this.errors)
      if (error.field && !byField[error.field]) byField[error.field] = error.errorMessage;
    return byField;
  }
}

/** Statuses after which the token may simply be stale: refresh it and try the call once more. */
const RETRY_AFTER_REFRESH = new Set([401, 403, 405]);
const SERVER_FAILURE = new Set([500, 504]);
const LOGIN_URL = apiUrl(ApiPaths.auth.login);

type Method = 'GET' | 'POST';

async function request<T>(method: Method, url: string, body: unknown, options: RequestOptions): Promise<T> {
  const resolved: ResolvedOptions = {
    showLoading: true,
    skipAuth: false,
    showErrorToast: true,
    showSuccessMessage: false,
    ...options,
  };
  if (resolved.showLoading) pendingRequests.begin();
  try {
    return await send<T>(method, url, body, resolved, false);
  } finally {
    if (resolved.showLoading) pendingRequests.end();
  }
}

async function send<T>(
  method: Method,
  url: string,
  body: unknown,
  options: ResolvedOptions,
  isRetry: boolean,
): Promise<T> {
  // A call with its own token is not about the session: no refresh, no retry, no auto-logout.
  const sessionCall = !options.skipAuth && !options.bearerToken;
  if (sessionCall) await ensureUnexpiredToken();

  let response: Response;
  try {
    response = await fetch(`${env.VITE_API_ORIGIN}${url}`, buildInit(method, body, options));
  } catch (error) {
    if (options.signal?.aborted) throw error;
    throw fail(options, new ApiError(0, [], Messages.contactAdministrator));
  }
  const envelope = await readEnvelope<T>(response);

  // An admin blocked the account (or made it inactive): no refresh can help; the reader is told why.
  const refusal = accountRefusal(response.status, failedMessages(envelope));
  if (sessionCall && refusal) {
    autoLogout(refusal);
    throw new ApiError(response.status, failedMessages(envelope), refusal);
  }

  if (sessionCall && RETRY_AFTER_REFRESH.has(response.status)) {
    if (!isRetry && authStore.getSession() && (await refreshSession())) {
      return send<T>(method, url, body, options, true);
    }
    // The session could not be renewed, or even a fresh token is refused as unauthenticated.
    // A 403/405 with a fresh token is a real refusal and is reported like any other failure below.
    if (!isRetry || response.status === 401) {
      autoLogout(Messages.invalidAccessToken);
      throw new ApiError(response.status, failedMessages(envelope), Messages.invalidAccessToken);
    }
  }

  if (response.ok && envelope?.status === 'SUCCESS') {
    if (options.showSuccessMessage && envelope.message) toasts.success(envelope.message);
    return envelope.result;
  }
  const errors = failedMessages(envelope);
  throw fail(options, new ApiError(response.status, errors, messageForFailure(url, response.status, errors)));
}

/** A token that expired while the tab slept is refreshed before use rather than sent and refused. */
async function ensureUnexpiredToken(): Promise<void> {
  const session = authStore.getSession();
  if (!session || !isAccessTokenExpired(session)) return;
  if (await refreshSession()) return;
  autoLogout(Messages.accessTokenExpired);
  throw new ApiError(401, [], Messages.accessTokenExpired);
}

function buildInit(method: Method, body: unknown, options: ResolvedOptions): RequestInit {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  const token = options.skipAuth ? null : (options.bearerToken ?? authStore.getAccessToken());
  if (token) headers.Authorization = `Bearer ${token}`;
  return {
    method,
    headers,
    credentials: 'include',
    body: body === undefined ? undefined : JSON.stringify(body),
    signal: options.signal,
  };
}

async function readEnvelope<T>(response: Response): Promise<Envelope<T> | null> {
  try {
    const parsed: unknown = await response.json();
    if (typeof parsed === 'object' && parsed !== null && 'status' in parsed) return parsed as Envelope<T>;
    return null;
  } catch {
    return null;
  }
}

function failedMessages(envelope: Envelope<unknown> | null): AppsErrorMessage[] {
  return envelope?.status === 'FAILED' ? envelope.appsErrorMessages : [];
}

const ACCOUNT_REFUSALS: ReadonlySet<string> = new Set([Messages.accountBlocked, Messages.accountInactive]);

/** The server's word that the account itself may not sign in (401), or null. */
function accountRefusal(httpStatus: number, errors: readonly AppsErrorMessage[]): string | null {
  const message = errors[0]?.errorMessage;
  return httpStatus === 401 && message && ACCOUNT_REFUSALS.has(message) ? message : null;
}

function messageForFailure(url: string, httpStatus: number, errors: readonly AppsErrorMessage[]): string {
  const refusal = accountRefusal(httpStatus, errors);
  if (refusal) return refusal;
  if (url === LOGIN_URL && (httpStatus === 400 || httpStatus === 401)) return Messages.invalidCredentials;
  if (SERVER_FAILURE.has(httpStatus)) return Messages.contactAdministrator;
  return errors[0]?.errorMessage ?? Messages.contactAdministrator;
}

function fail(options: ResolvedOptions, error: ApiError): ApiError {
  if (!options.showErrorToast) return error;
  // The save landed; only reading it back was too early. Said as news, not as a failure.
  if (error.errors[0]?.errorCode === ErrorCodes.NOT_YET_VISIBLE) toasts.show('info', error.message);
  else toasts.error(error.message);
  return error;
}

/** A call's input is optional when its route takes none. */
export type CallArgs<P extends JsonEndpointPath> =
  undefined extends EndpointInput<P>
    ? [input?: EndpointInput<P>, options?: RequestOptions]
    : [input: EndpointInput<P>, options?: RequestOptions];

/**
 * The URL and body of a call: the input's fields named by the path's `:name` parts fill it; the rest
 * is the JSON body of a POST, or the query string of a GET.
 */
export function requestOf(path: JsonEndpointPath, input: unknown): { method: Method; url: string; body: unknown } {
  const { method } = endpoints[path];
  const fields = typeof input === 'object' && input !== null ? { ...(input as Record<string, unknown>) } : {};
  const params: Record<string, string> = {};
  for (const [, name] of path.matchAll(/:([A-Za-z]+)/g)) {
    params[name!] = String(fields[name!] ?? '');
    delete fields[name!];
  }
  const url = apiUrl(path, params);
  const hasParams = Object.keys(params).length > 0;
  if (method === 'POST') return { method, url, body: hasParams ? fields : input };
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(fields)) if (value !== undefined) query.append(name, String(value));
  const search = query.toString();
  return { method, url: search ? `${url}?${search}` : url, body: undefined };
}

/** e.g. api.call(ApiPaths.adminChapter.saveUpdateChapter, input): method, input and result typed by the contracts' map. */
function call<P extends JsonEndpointPath>(path: P, ...[input, options = {}]: CallArgs<P>): Promise<EndpointOutput<P>> {
  const { method, url, body } = requestOf(path, input);
  return request<EndpointOutput<P>>(method, url, body, options);
}

export const api = {
  call,
  /** Untyped: for an address built by hand (a file upload). Prefer `call`. */
  get: <T>(url: string, options: RequestOptions = {}): Promise<T> => request<T>('GET', url, undefined, options),
  /** Untyped: for an address built by hand (a file upload). Prefer `call`. */
  post: <T>(url: string, body?: unknown, options: RequestOptions = {}): Promise<T> =>
    request<T>('POST', url, body, options),
};
