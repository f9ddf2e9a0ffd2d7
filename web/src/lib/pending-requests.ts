import { useSyncExternalStore } from 'react';
import { createExternalStore } from './external-store';

/** Counts requests that asked for the loading indicator; it shows while the count is above zero. */
const store = createExternalStore(0);

export const pendingRequests = {
  begin(): void {
    store.set(store.get() + 1);
  },
  end(): void {
    store.set(Math.max(0, store.get() - 1));
  },
  count: store.get,
  reset(): void {
    store.set(0);
  },
  subscribe: store.subscribe,
};

export function usePendingRequestCount(): number {
  return useSyncExternalStore(pendingRequests.subscribe, pendingRequests.count, pendingRequests.count);
}
