import { Messages } from '@notebook/contracts';
import { cn } from '@/lib/cn';

export function Spinner({ className, label = Messages.loading }: { className?: string; label?: string }) {
  return (
    <span role="status" className={cn('inline-flex items-center gap-2 text-sm text-ink-muted', className)}>
      <svg className="size-5 animate-spin text-accent" viewBox="0 0 24 24" fill="none" aria-hidden="true">
        <circle cx="12" cy="12" r="9" stroke="currentColor" strokeOpacity="0.2" strokeWidth="3" />
        <path d="M21 12a9 9 0 0 0-9-9" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
      </svg>
      <span>{label}</span>
    </span>
  );
}

/** Centred spinner for a whole page or panel that is still loading. */
export function PageSpinner() {
  return (
    <div className="flex min-h-48 flex-1 items-center justify-center p-8">
      <Spinner />
    </div>
  );
}
