import { ChevronDown, ChevronRight } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

/** The button that opens and closes one item of a list (a sub-question, a case's question), named by its text. */
export function ExpandToggle({
  open,
  onToggle,
  className,
  children,
}: {
  open: boolean;
  onToggle: () => void;
  className?: string;
  children: ReactNode;
}) {
  const Chevron = open ? ChevronDown : ChevronRight;
  return (
    <button
      type="button"
      aria-expanded={open}
      onClick={onToggle}
      className={cn('flex flex-1 items-center gap-1 text-left text-sm font-medium', className)}
    >
      <Chevron aria-hidden="true" className="size-4 shrink-0" />
      {children}
    </button>
  );
}
