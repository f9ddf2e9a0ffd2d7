import {
  Messages,
  apiUrl,
  type EndpointInput,
  type EndpointOutput,
  type EndpointPath,
  type Endpoints,
  type Envelope,
} from '@notebook/contracts';
import { env } from '@/config/env';
import { ApiError } from '@/lib/api-client';
import { authStore, isAccessTokenExpired } from '@/lib/auth-store';
import { pendingRequests } from '@/lib/pending-requests';
import { refreshSession } from '@/lib/session';
import { toasts } from '@/lib/toast-store';

/**
 * The two calls the JSON client does not make: a raw file as the body (uploads) and a file as the
 * answer (downloads). Both carry the session's token (renewed first when it has expired), count
 * in the loading indicator and report failures as an error toast, like the JSON client.
 */
async function authorizedFetch(url: string, init: RequestInit): Promise<Response> {
  const session = authStore.getSession();
  if (session && isAccessTokenExpired(session)) await refreshSession();
  const send = () => {
    const headers = new Headers(init.headers);
    const token = authStore.getAccessToken();
    if (token) headers.set('Authorization', `Bearer ${token}`);
    return fetch(`${env.VITE_API_ORIGIN}${url}`, { ...init, headers, credentials: 'include' });
  };
  pendingRequests.begin();
  try {
    let response: Response;
    try {
      response = await send();
      if (response.status === 401 && (await refreshSession())) response = await send();
    } catch {
      throw failure(new ApiError(0, [], Messages.contactAdministrator));
    }
    if (!response.ok) {
      const envelope = (await response.json().catch(() => null)) as Envelope<unknown> | null;
      const errors = envelope?.status === 'FAILED' ? envelope.appsErrorMessages : [];
      throw failure(new ApiError(response.status, errors, errors[0]?.errorMessage ?? Messages.contactAdministrator));
    }
    return response;
  } finally {
    pendingRequests.end();
  }
}

function failure(error: ApiError): ApiError {
  toasts.error(error.message);
  return error;
}

/** The routes that take the file itself as the body; their input is the query string. */
export type UploadEndpointPath = {
  [P in EndpointPath]: Endpoints[P]['kind'] extends 'upload' ? P : never;
}[EndpointPath];

export type UploadOptions = { showSuccessMessage?: boolean };

/** An upload's query is optional when its route takes none. */
export type UploadArgs<P extends UploadEndpointPath> =
  undefined extends EndpointInput<P>
    ? [query?: EndpointInput<P>, options?: UploadOptions]
    : [query: EndpointInput<P>, options?: UploadOptions];

/**
 * e.g. uploadTo(ApiPaths.reader.uploadNotePdf, file, { noteID, fileName }): POSTs the file itself as
 * the body, the query's fields as the query string, and resolves with the result the contracts' map
 * gives the route; shows the envelope's message on success when asked.
 */
export function uploadTo<P extends UploadEndpointPath>(
  path: P,
  file: Blob,
  ...[query, options = {}]: UploadArgs<P>
): Promise<EndpointOutput<P>> {
  return postFile<EndpointOutput<P>>(uploadUrl(path, query), file, options);
}

function uploadUrl(path: UploadEndpointPath, query: object | undefined): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query ?? {})) if (value !== undefined) search.append(name, String(value));
  const queryString = search.toString();
  return queryString ? `${apiUrl(path)}?${queryString}` : apiUrl(path);
}

async function postFile<T>(url: string, file: Blob, options: UploadOptions): Promise<T> {
  const response = await authorizedFetch(url, {
    method: 'POST',
    headers: { 'Content-Type': file.type || 'application/octet-stream', Accept: 'application/json' },
    body: file,
  });
  const envelope = (await response.json()) as Envelope<T>;
  if (envelope.status !== 'SUCCESS')
    throw failure(
      new ApiError(
        response.status,
        envelope.appsErrorMessages,
        envelope.appsErrorMessages[0]?.errorMessage ?? Messages.contactAdministrator,
      ),
    );
  if (options.showSuccessMessage && envelope.message) toasts.success(envelope.message);
  return envelope.result;
}

/** The file name a `Content-Disposition: attachment; filename="…"` answer gives, else `fallback`. */
export function attachmentNameOf(contentDisposition: string | null, fallback: string): string {
  const name = /filename="([^"\\/]+)"/.exec(contentDisposition ?? '')?.[1];
  return name ?? fallback;
}

/**
 * POSTs a JSON body whose answer is a file, and hands the file to the browser as a download, named
 * `fileName`; with `nameFromResponse`, the name the server gave (Content-Disposition) when it gave one.
 */
export async function downloadFile(
  url: string,
  body: unknown,
  fileName: string,
  options: { nameFromResponse?: boolean } = {},
): Promise<void> {
  const response = await authorizedFetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  const objectUrl = URL.createObjectURL(await response.blob());
  try {
    const link = document.createElement('a');
    link.href = objectUrl;
    link.download = options.nameFromResponse
      ? attachmentNameOf(response.headers.get('content-disposition'), fileName)
      : fileName;
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    setTimeout(() => URL.revokeObjectURL(objectUrl), 1000);
  }
}
