import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { authStore } from '@/lib/auth-store';
import { pendingRequests } from '@/lib/pending-requests';
import { cancelScheduledRedirect } from '@/lib/session';
import { toasts } from '@/lib/toast-store';

// Lazy routes (the admin chunk) load on demand, and the first page of a file transforms the whole
// chunk; on a busy 2-core CI machine that has taken over 5 s (a slow machine, not a broken screen).
configure({ asyncUtilTimeout: 12_000 });

// jsdom lacks a few browser APIs that Radix primitives call.
class ResizeObserverStub {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
}
globalThis.ResizeObserver ??= ResizeObserverStub;
Element.prototype.hasPointerCapture ??= () => false;
Element.prototype.setPointerCapture ??= () => undefined;
Element.prototype.releasePointerCapture ??= () => undefined;
Element.prototype.scrollIntoView ??= () => undefined;
window.scrollTo = () => undefined;
window.matchMedia ??= (query: string) =>
  ({
    matches: false,
    media: query,
    onchange: null,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    addListener: () => undefined,
    removeListener: () => undefined,
    dispatchEvent: () => false,
  }) satisfies MediaQueryList;

afterEach(() => {
  cleanup();
  cancelScheduledRedirect();
  authStore.reset();
  toasts.clear();
  pendingRequests.reset();
  vi.unstubAllGlobals();
});
