import { ApiPaths, LOGOUT_REDIRECT_DELAY_MS, apiUrl, type Envelope, type LoginResult } from '@notebook/contracts';
import { env } from '@/config/env';
import { paths } from '@/config/paths';
import { authStore, type Session } from './auth-store';
import { currentPath, navigateTo } from './navigation';
import { toasts } from './toast-store';

export function toSession(result: LoginResult): Session {
  return {
    accessToken: result.accessToken,
    accessTokenExpiresAt: result.accessTokenExpiresAt,
    user: result.loggedInUser,
  };
}

let refreshInFlight: Promise<boolean> | null = null;

/**
 * Trades the httpOnly refresh cookie for a new access token. Concurrent callers share one call,
 * because the server rotates the refresh token and a second parallel refresh would reuse an old one.
 */
export function refreshSession(): Promise<boolean> {
  refreshInFlight ??= requestNewAccessToken().finally(() => {
    refreshInFlight = null;
  });
  return refreshInFlight;
}

/**
 * The user as the server sees them now (after a payment changed their flags): a refresh already
 * under way may have started before the change, so it is waited for and a new one is made.
 */
export async function refreshSessionAfterChange(): Promise<boolean> {
  if (refreshInFlight) await refreshInFlight;
  return refreshSession();
}

async function requestNewAccessToken(): Promise<boolean> {
  try {
    const response = await fetch(`${env.VITE_API_ORIGIN}${apiUrl(ApiPaths.auth.refreshUser)}`, {
      method: 'POST',
      credentials: 'include',
      headers: { Accept: 'application/json' },
    });
    if (!response.ok) return false;
    const envelope = (await response.json()) as Envelope<LoginResult>;
    if (envelope.status !== 'SUCCESS') return false;
    authStore.signIn(toSession(envelope.result));
    return true;
  } catch {
    return false;
  }
}

/**
 * On start-up the access token is gone (memory only); the refresh cookie brings the session back.
 * A browser that never signed in (or signed out) has no cookie to bring: it is not asked.
 */
export async function restoreSession(): Promise<void> {
  if (authStore.getState().status !== 'restoring') return;
  if (!authStore.mayHaveSession()) return authStore.signOut();
  const restored = await refreshSession();
  if (!restored) return authStore.signOut();
  void reportReturn();
}

/** security/report-user-login: the app started with a kept session (the reader's page lists it). Best effort. */
async function reportReturn(): Promise<void> {
  const token = authStore.getState().session?.accessToken;
  if (!token) return;
  try {
    await fetch(`${env.VITE_API_ORIGIN}${apiUrl(ApiPaths.auth.reportUserLogin)}`, {
      method: 'POST',
      credentials: 'include',
      headers: { Accept: 'application/json', 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
      body: '{}',
    });
  } catch {
    // Nothing the user needs to know: the history misses one return.
  }
}

let scheduledRedirect: ReturnType<typeof setTimeout> | null = null;

/** Clears the token and stored user, then goes to login after LOGOUT_REDIRECT_DELAY_MS. */
export function endSession(options: { returnTo?: string | null } = {}): void {
  authStore.signOut();
  if (scheduledRedirect) return;
  scheduledRedirect = setTimeout(() => {
    scheduledRedirect = null;
    navigateTo(paths.login.getHref(options.returnTo), { replace: true });
  }, LOGOUT_REDIRECT_DELAY_MS);
}

/**
 * Logout the user did not ask for: says why, and brings them back to the same page after login.
 * Several calls failing together end the session once, with one message.
 */
export function autoLogout(reason: string): void {
  if (scheduledRedirect) return;
  toasts.error(reason);
  endSession({ returnTo: currentPath() });
}

/** Drops a pending redirect to login (tests, which start the next case before it fires). */
export function cancelScheduledRedirect(): void {
  if (scheduledRedirect) clearTimeout(scheduledRedirect);
  scheduledRedirect = null;
}
