import type { UseQueryResult } from '@tanstack/react-query';
import { ArrowLeft, Plus } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { cn } from '@/lib/cn';
import { Button } from './button';
import { SaveBlockedHint, SubmitButton } from './form';
import { Input } from './input';
import { Pager } from './pager';
import { PageSpinner } from './spinner';

/**
 * The pieces every admin list and its add-edit page share: the search box, the loading / error /
 * empty states of the list's query, the table, "Add …" and the way back.
 */

export function SearchBox({
  value,
  onChange,
  placeholder,
  className,
}: {
  value: string;
  onChange: (value: string) => void;
  placeholder: string;
  className?: string;
}) {
  return (
    <label className={cn('flex min-w-60 flex-1 flex-col gap-1 text-sm font-medium text-ink sm:max-w-96', className)}>
      Search
      <Input type="search" placeholder={placeholder} value={value} onChange={(event) => onChange(event.target.value)} />
    </label>
  );
}

/** The query's spinner or error, the empty text when `isEmpty`, else the children with its data. */
export function QueryView<T>({
  query,
  isEmpty,
  empty,
  pending = <PageSpinner />,
  children,
}: {
  query: UseQueryResult<T>;
  isEmpty?: (data: T) => boolean;
  empty?: string;
  /** What stands in while the query loads: the page's spinner unless a part of the page is loading. */
  pending?: ReactNode;
  children: (data: T) => ReactNode;
}) {
  if (query.isPending) return pending;
  if (query.isError)
    return (
      <p role="alert" className="text-danger">
        {query.error.message}
      </p>
    );
  if (isEmpty?.(query.data))
    return <p className="rounded-2xl border border-dashed border-line p-10 text-center text-ink-muted">{empty}</p>;
  return <>{children(query.data)}</>;
}

/** QueryView of one page of a paged call, with the Pager under it. */
export function PagedQueryView<T extends { pageData: readonly unknown[]; totalNoOfRecords: number }>({
  query,
  empty,
  label,
  page,
  pageSize,
  onPage,
  children,
}: {
  query: UseQueryResult<T>;
  empty: string;
  /** Names the Pager's navigation "<label> pages". */
  label: string;
  page: number;
  pageSize: number;
  onPage: (page: number) => void;
  children: (data: T) => ReactNode;
}) {
  return (
    <QueryView query={query} isEmpty={(data) => data.pageData.length === 0} empty={empty}>
      {(data) => (
        <>
          {children(data)}
          <Pager label={label} page={page} pageSize={pageSize} total={data.totalNoOfRecords} onPage={onPage} />
        </>
      )}
    </QueryView>
  );
}

/** A column of a ListTable: its header alone (aligned left), or with its alignment. */
export type ListColumn = ReactNode | { label: ReactNode; align: 'left' | 'right' };

function headerOf(column: ListColumn) {
  if (typeof column === 'object' && column !== null && 'align' in column) return column;
  return { label: column, align: 'left' as const };
}

/** A bordered, scrollable table whose header row names the columns (a column named '' is read as "Actions"). */
export function ListTable({
  label,
  columns,
  minWidth = 'min-w-[40rem]',
  children,
}: {
  label: string;
  columns: readonly ListColumn[];
  minWidth?: string;
  children: ReactNode;
}) {
  // `relative`: the screen-reader-only header text is positioned absolutely; without a positioned
  // scroll box it is placed against the page and widens it past a phone's screen.
  return (
    <div className="relative overflow-x-auto rounded-2xl border border-line bg-surface shadow-xs">
      <table aria-label={label} className={cn('w-full border-collapse text-sm', minWidth)}>
        <thead className="border-b border-line bg-surface-muted/60">
          <tr>
            {columns.map(headerOf).map((header, index) => (
              <th
                key={index}
                scope="col"
                className={cn(
                  'px-4 py-3 text-xs font-semibold tracking-wide text-ink-muted uppercase',
                  header.align === 'right' ? 'text-right' : 'text-left',
                )}
              >
                {header.label === '' ? <span className="sr-only">Actions</span> : header.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-line">{children}</tbody>
      </table>
    </div>
  );
}

export function AddLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Button asChild>
      <Link to={to}>
        <Plus aria-hidden="true" className="size-4" />
        {children}
      </Link>
    </Button>
  );
}

export function BackLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link to={to} className="mb-3 inline-flex items-center gap-1.5 text-sm font-medium text-ink-muted hover:text-ink">
      <ArrowLeft aria-hidden="true" className="size-4" />
      {children}
    </Link>
  );
}

/** Cancel and Save under a page's form, with what still blocks Save beside them. */
export function FormActions({ cancelTo }: { cancelTo: string }) {
  return (
    <div className="flex flex-col-reverse items-center gap-2 sm:flex-row sm:justify-end">
      <SaveBlockedHint className="sm:mr-auto" />
      <Button asChild variant="secondary">
        <Link to={cancelTo}>Cancel</Link>
      </Button>
      <SubmitButton />
    </div>
  );
}
