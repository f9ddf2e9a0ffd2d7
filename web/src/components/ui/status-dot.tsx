import type { ContentStatus } from '@notebook/contracts';
import { cn } from '@/lib/cn';

/** Generic status colour (spec section 4): active green, otherwise not green. */
export function StatusDot({ status, className }: { status: ContentStatus; className?: string }) {
  const label = status === 'ACT' ? 'Active' : 'Inactive';
  return (
    <span
      role="img"
      aria-label={label}
      title={label}
      data-status={status}
      className={cn('inline-block size-2.5 shrink-0 rounded-full', status === 'ACT' ? 'bg-success' : 'bg-ink-faint', className)}
    />
  );
}
