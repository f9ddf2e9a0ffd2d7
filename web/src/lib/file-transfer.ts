import { Messages, type Envelope } from '@notebook/contracts';
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

/** POSTs the file itself as the body and returns the envelope's result; shows its message on success. */
export async function uploadFile<T>(
  url: string,
  file: Blob,
  options: { showSuccessMessage?: boolean } = {},
): Promise<T> {
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

/** POSTs a JSON body whose answer is a file, and hands the file to the browser as a download. */
export async function downloadFile(url: string, body: unknown, fileName: string): Promise<void> {
  const response = await authorizedFetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  const objectUrl = URL.createObjectURL(await response.blob());
  try {
    const link = document.createElement('a');
    link.href = objectUrl;
    link.download = fileName;
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    setTimeout(() => URL.revokeObjectURL(objectUrl), 1000);
  }
}
