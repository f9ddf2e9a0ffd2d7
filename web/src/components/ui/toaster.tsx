import * as ToastPrimitive from '@radix-ui/react-toast';
import { TOAST_DURATION_MS } from '@notebook/contracts';
import { CircleAlert, CircleCheck, Info, X } from 'lucide-react';
import type { ReactNode } from 'react';
import { toasts, useToasts, type ToastTone } from '@/lib/toast-store';
import { cn } from '@/lib/cn';

const toneStyle: Record<ToastTone, string> = {
  success: 'border-success/30',
  error: 'border-danger/40',
  info: 'border-line',
};

const toneIcon = {
  success: <CircleCheck className="size-5 text-success" aria-hidden="true" />,
  error: <CircleAlert className="size-5 text-danger" aria-hidden="true" />,
  info: <Info className="size-5 text-accent" aria-hidden="true" />,
} satisfies Record<ToastTone, ReactNode>;

/** Renders the toast queue the http client and pages push into; each closes after 5 s. */
export function Toaster() {
  const messages = useToasts();
  return (
    <ToastPrimitive.Provider duration={TOAST_DURATION_MS} swipeDirection="right" label="Messages">
      {messages.map((toast) => (
        <ToastPrimitive.Root
          key={toast.id}
          type={toast.tone === 'error' ? 'foreground' : 'background'}
          onOpenChange={(open) => {
            if (!open) toasts.dismiss(toast.id);
          }}
          className={cn(
            'flex items-start gap-3 rounded-xl border bg-surface p-4 pr-10 text-sm text-ink shadow-lg',
            'relative data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)]',
            toneStyle[toast.tone],
          )}
        >
          {toneIcon[toast.tone]}
          <ToastPrimitive.Title className="leading-5">{toast.text}</ToastPrimitive.Title>
          <ToastPrimitive.Close
            aria-label="Dismiss"
            className="absolute top-3 right-3 rounded-md p-1 text-ink-muted hover:bg-surface-muted hover:text-ink"
          >
            <X className="size-4" aria-hidden="true" />
          </ToastPrimitive.Close>
        </ToastPrimitive.Root>
      ))}
      <ToastPrimitive.Viewport className="fixed right-0 bottom-0 z-[100] flex w-full max-w-sm flex-col gap-2 p-4 outline-none" />
    </ToastPrimitive.Provider>
  );
}
