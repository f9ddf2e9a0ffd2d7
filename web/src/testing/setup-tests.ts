import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { authStore } from '@/lib/auth-store';
import { pendingRequests } from '@/lib/pending-requests';
import { cancelScheduledRedirect } from '@/lib/session';
import { toasts } from '@/lib/toast-store';

// Lazy routes (the admin chunk) load on demand; on a busy 2-core CI machine that can take longer than
// testing-library's 1 s default for findBy* queries, which is a slow machine, not a broken screen.
configure({ asyncUtilTimeout: 5000 });

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
