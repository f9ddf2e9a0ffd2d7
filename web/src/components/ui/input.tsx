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

type SearchInputProps = {
  /** The text as it is typed. */
  onSearch: (text: string) => void;
} & Omit<ComponentProps<'input'>, 'type' | 'onChange'>;

/** A search box that hands its text on as it is typed. */
export function SearchInput({ onSearch, ...props }: SearchInputProps) {
  return <Input type="search" onChange={(event) => onSearch(event.target.value)} {...props} />;
}
