import type { ContentStatus } from '@notebook/contracts';
import { cn } from '@/lib/cn';

const tones = {
  success: 'bg-success',
  warning: 'bg-warning',
  danger: 'bg-danger',
  info: 'bg-sky-600',
  accent: 'bg-accent',
  muted: 'bg-ink-faint',
} as const;

/** A small coloured dot named by its label (an `img`, so it is announced and can be found by name). */
export function Dot({
  label,
  tone,
  className,
  ...data
}: {
  label: string;
  tone: keyof typeof tones;
  className?: string;
  'data-status'?: string;
}) {
  return (
    <span
      role="img"
      aria-label={label}
      title={label}
      className={cn('inline-block size-2.5 shrink-0 rounded-full', tones[tone], className)}
      {...data}
    />
  );
}

/** Generic status colour (spec section 4): active green, otherwise not green. */
export function StatusDot({ status, className }: { status: ContentStatus; className?: string }) {
  return (
    <Dot
      label={status === 'ACT' ? 'Active' : 'Inactive'}
      tone={status === 'ACT' ? 'success' : 'muted'}
      data-status={status}
      className={className}
    />
  );
}
