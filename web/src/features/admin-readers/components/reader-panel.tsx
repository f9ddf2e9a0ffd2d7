import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { formCard } from '@/components/forms/form-card';
import { QueryView } from '@/components/ui/admin-list';

/** A titled card of a reader's page (Account, Subscription, Payments …), named by its title. */
export function ReaderPanel({
  title,
  heading = title,
  children,
}: {
  title: string;
  heading?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section aria-label={title} className={formCard}>
      <h2 className="font-semibold text-ink">{heading}</h2>
      {children}
    </section>
  );
}

type ReaderQueryPanelProps<T> = {
  title: string;
  query: UseQueryResult<T>;
  isEmpty: (data: T) => boolean;
  /** Said in the card when `isEmpty` ('No payments yet.'). */
  empty: string;
  children: (data: T) => ReactNode;
};

/** A reader's card showing one query: its spinner or error, the empty text, else the children with its data. */
export function ReaderQueryPanel<T>({ title, query, isEmpty, empty, children }: ReaderQueryPanelProps<T>) {
  return (
    <ReaderPanel title={title}>
      <QueryView query={query}>
        {(data) => (isEmpty(data) ? <p className="text-ink-muted">{empty}</p> : children(data))}
      </QueryView>
    </ReaderPanel>
  );
}
