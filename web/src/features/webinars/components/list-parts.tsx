import { Messages } from '@notebook/contracts';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { PagedQueryView } from '@/components/ui/admin-list';
import { LabelledSelect } from '@/components/ui/form';
import type { PagedFilters } from '@/hooks/use-search-paging';
import { cn } from '@/lib/cn';
import { WEBINARS_PAGE_SIZE } from '../api/webinar-calls';

export type Choice = { value: string; label: string };
type Filter = { label: string; value: string; options: readonly Choice[]; onChange: (value: string) => void };

/** The value and change handler of one of a paged list's filters; `onChosen` runs first (a period fixes its edges). */
export function filterBinder<Filters extends Record<string, string>>({ filters, setFilter }: PagedFilters<Filters>) {
  return <Name extends keyof Filters & string>(name: Name, onChosen?: (value: string) => void) => ({
    value: filters[name],
    onChange: (value: string) => {
      onChosen?.(value);
      setFilter(name, value as Filters[Name]);
    },
  });
}

/** The labelled filters above a webinar list, side by side from the small breakpoint. */
export function FilterBar({ filters }: { filters: readonly Filter[] }) {
  return (
    <div className={cn('mb-4 grid gap-3', filters.length > 2 ? 'sm:grid-cols-3' : 'sm:grid-cols-2')}>
      {filters.map(({ label, value, options, onChange }) => (
        <LabelledSelect key={label} label={label} value={value} onChange={(event) => onChange(event.target.value)}>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </LabelledSelect>
      ))}
    </div>
  );
}

type PagedWebinarsProps<T> = {
  query: UseQueryResult<T>;
  page: number;
  onPage: (page: number) => void;
  children: (data: T) => ReactNode;
};

/** A page of webinars, 20 a page, 'No webinar(s) found' when there is none, the pager under it. */
export function PagedWebinars<T extends { pageData: readonly unknown[]; totalNoOfRecords: number }>(
  props: PagedWebinarsProps<T>,
) {
  return <PagedQueryView {...props} empty={Messages.noWebinars} label="Webinars" pageSize={WEBINARS_PAGE_SIZE} />;
}
