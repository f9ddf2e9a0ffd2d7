import { ChevronDown, ChevronRight } from 'lucide-react';
import { useState, type ReactNode } from 'react';
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

/** Which items of a list are expanded, each on its own: `isExpanded(id)`, and `toggle(id)` for its ExpandToggle. */
export function useExpandedItems() {
  const [expandedIDs, setExpandedIDs] = useState<ReadonlySet<string>>(new Set());
  const toggle = (id: string) =>
    setExpandedIDs((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  return { isExpanded: (id: string) => expandedIDs.has(id), toggle };
}
