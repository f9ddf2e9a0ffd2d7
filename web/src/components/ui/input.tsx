import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

export const fieldControlClass = cn(
  'block w-full rounded-lg border border-line bg-surface px-3 text-base text-ink shadow-xs sm:text-sm',
  'placeholder:text-ink-faint transition-colors',
  'focus-visible:border-accent focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-ring/40',
  'aria-invalid:border-danger disabled:opacity-60',
);

export function Input({ className, ...props }: ComponentProps<'input'>) {
  return <input className={cn(fieldControlClass, 'h-10', className)} {...props} />;
}

export function Select({ className, ...props }: ComponentProps<'select'>) {
  return <select className={cn(fieldControlClass, 'h-10 pr-8', className)} {...props} />;
}
