import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';

type ListSectionProps = {
  /** The heading's id: the heading names the section. */
  titleId: string;
  title: ReactNode;
  /** Classes for the heading beyond its size and weight. */
  titleClassName?: string;
  /** The "Add …" button, given only to an admin who may add. */
  add?: { label: string; icon: LucideIcon; onClick: () => void };
  isEmpty: boolean;
  /** Said in place of the list when it is empty. */
  empty: string;
  list: ReactNode;
  /** After the list: the dialogs its rows open. */
  children?: ReactNode;
};

/** The lessons or the notes of the workspace: a heading with "Add …", then the list or what says it is empty. */
export function ListSection({ titleId, title, titleClassName, add, isEmpty, empty, list, children }: ListSectionProps) {
  return (
    <section aria-labelledby={titleId} className="flex flex-col gap-3">
      <div className="flex items-center justify-between gap-2">
        <h2 id={titleId} className={cn(titleClassName, 'text-base font-semibold')}>
          {title}
        </h2>
        {add && (
          <Button size="sm" onClick={add.onClick}>
            <add.icon aria-hidden="true" />
            {add.label}
          </Button>
        )}
      </div>
      {isEmpty ? (
        <p className="rounded-xl border border-dashed border-line p-6 text-center text-sm text-ink-muted">{empty}</p>
      ) : (
        list
      )}
      {children}
    </section>
  );
}
