import { useSyncExternalStore } from 'react';
import { createExternalStore } from './external-store';

export type ToastTone = 'success' | 'error' | 'info';
export type ToastMessage = { id: number; tone: ToastTone; text: string };

const store = createExternalStore<readonly ToastMessage[]>([]);
let nextId = 1;

export const toasts = {
  show(tone: ToastTone, text: string): void {
    store.set([...store.get(), { id: nextId++, tone, text }]);
  },
  success(text: string): void {
    toasts.show('success', text);
  },
  error(text: string): void {
    toasts.show('error', text);
  },
  dismiss(id: number): void {
    store.set(store.get().filter((toast) => toast.id !== id));
  },
  clear(): void {
    store.set([]);
  },
  getAll: store.get,
  subscribe: store.subscribe,
};

export function useToasts(): readonly ToastMessage[] {
  return useSyncExternalStore(toasts.subscribe, toasts.getAll, toasts.getAll);
}
