import { useSyncExternalStore } from 'react';
import { type LoggedInUser, hasPrivilege } from '@notebook/contracts';
import { createExternalStore } from './external-store';

export type Session = {
  /** Kept in memory only: a page reload restores it from the httpOnly refresh cookie. */
  accessToken: string;
  /** Seconds since the epoch. */
  accessTokenExpiresAt: number;
  user: LoggedInUser;
};

export type AuthState =
  | { status: 'restoring'; session: null }
  | { status: 'signed-in'; session: Session }
  | { status: 'signed-out'; session: null };

const store = createExternalStore<AuthState>({ status: 'restoring', session: null });

/**
 * Whether this browser signed in and has not signed out since: only then may a refresh cookie
 * exist, so only then does a page load ask the server for the session (a visitor's page load would
 * otherwise always log a 401). The cookie itself is httpOnly, so it cannot be looked at.
 */
export const SESSION_HINT_KEY = 'nb.session';
const sessionHint = {
  mayExist: (): boolean => readHint() === '1',
  set: (present: boolean): void => {
    try {
      if (present) window.localStorage.setItem(SESSION_HINT_KEY, '1');
      else window.localStorage.removeItem(SESSION_HINT_KEY);
    } catch {
      // Storage refused (private mode): page loads simply always ask.
    }
  },
};

function readHint(): string | null {
  try {
    return window.localStorage.getItem(SESSION_HINT_KEY);
  } catch {
    return '1';
  }
}
const signOutListeners = new Set<() => void>();

export const authStore = {
  getState: store.get,
  subscribe: store.subscribe,
  getSession: (): Session | null => store.get().session,
  getAccessToken: (): string | null => store.get().session?.accessToken ?? null,
  signIn(session: Session): void {
    sessionHint.set(true);
    store.set({ status: 'signed-in', session });
  },
  /** False when no session can be restored on this browser (it never signed in, or signed out). */
  mayHaveSession: sessionHint.mayExist,
  updateUser(user: LoggedInUser): void {
    const current = store.get().session;
    if (current) store.set({ status: 'signed-in', session: { ...current, user } });
  },
  /** Clears the token and the stored user; listeners drop whatever was cached for that user. */
  signOut(): void {
    sessionHint.set(false);
    const wasSignedIn = store.get().status === 'signed-in';
    store.set({ status: 'signed-out', session: null });
    if (wasSignedIn) signOutListeners.forEach((listener) => listener());
  },
  onSignOut(listener: () => void): () => void {
    signOutListeners.add(listener);
    return () => signOutListeners.delete(listener);
  },
  /** For tests: back to the state of a fresh page load. */
  reset(): void {
    store.set({ status: 'restoring', session: null });
  },
};

export function useAuth(): AuthState {
  return useSyncExternalStore(authStore.subscribe, authStore.getState, authStore.getState);
}

export function useLoggedInUser(): LoggedInUser | null {
  return useAuth().session?.user ?? null;
}

/** Whether the signed-in admin holds the privilege: what a screen shows (the server checks every call). */
export function useHoldsPrivilege(code: string): boolean {
  const user = useLoggedInUser();
  return !!user && hasPrivilege(user.privileges, code);
}

export function isAccessTokenExpired(session: Session, nowMs: number = Date.now()): boolean {
  return session.accessTokenExpiresAt * 1000 <= nowMs;
}
