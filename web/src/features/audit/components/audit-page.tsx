import { AuditCategoryValues, Messages, type AuditEntry } from '@notebook/contracts';
import { Download } from 'lucide-react';
import { Link } from 'react-router-dom';
import { type ListColumn, ListTable, PagedQueryView } from '@/components/ui/admin-list';
import { Button } from '@/components/ui/button';
import { FilterSelect, labelledOptions } from '@/components/ui/form';
import { Input } from '@/components/ui/input';
import { PageHeader } from '@/components/ui/page-header';
import { usePagedFilters } from '@/hooks/use-search-paging';
import { formatDateTime } from '@/lib/format-date';
import { AUDIT_PAGE_SIZE, type AuditFilters, exportAudit, useAuditActors, useAuditPage } from '../api/audit-calls';
import { actorTypeLabel, categoryLabel, entityHref, wordsOf } from './audit-format';

const noFilters: AuditFilters = { fromDate: '', toDate: '', actorID: '', category: '', entityID: '' };

/**
 * /admin/audit: every recorded change, newest first, 20 a page, filtered by dates, actor, category
 * and entity; each change as field: before -> after; the filter's entries as a CSV file. Read-only.
 */
export function AuditPage({ title, description }: { title: string; description: string }) {
  const { filters, setFilter, page, setPage } = usePagedFilters<AuditFilters>(noFilters);
  const entries = useAuditPage({ ...filters, page });
  return (
    <section>
      <PageHeader title={title} description={description} actions={<ExportButton filters={filters} />} />
      <AuditFilterBar filters={filters} setFilter={setFilter} />
      <PagedQueryView
        query={entries}
        empty={Messages.noAuditEntries}
        label="Audit entries"
        page={page}
        pageSize={AUDIT_PAGE_SIZE}
        onPage={setPage}
      >
        {(data) => (
          <>
            {/* Wide screens: the table; a phone: one card per entry, so the changes are not off-screen. */}
            <div className="hidden md:block">
              <ListTable label="Audit entries" columns={columns} minWidth="min-w-[56rem]">
                {data.pageData.map((entry, index) => (
                  <AuditRow key={`${entry.occurredAt}-${entry.entityID}-${index}`} entry={entry} />
                ))}
              </ListTable>
            </div>
            <ul aria-label="Audit entries" className="flex flex-col gap-3 md:hidden">
              {data.pageData.map((entry, index) => (
                <AuditCard key={`${entry.occurredAt}-${entry.entityID}-${index}`} entry={entry} />
              ))}
            </ul>
          </>
        )}
      </PagedQueryView>
    </section>
  );
}

/** Downloads the entries the filters select as a CSV file. */
function ExportButton({ filters }: { filters: AuditFilters }) {
  return (
    <Button variant="secondary" onClick={() => void exportAudit(filters).catch(() => undefined)}>
      <Download aria-hidden="true" /> Export CSV
    </Button>
  );
}

function AuditFilterBar({
  filters,
  setFilter,
}: {
  filters: AuditFilters;
  setFilter: <N extends keyof AuditFilters>(name: N, value: AuditFilters[N]) => void;
}) {
  const actors = useAuditActors();
  return (
    <div className="mb-4 grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-5" role="search" aria-label="Audit filters">
      <DateFilter label="From date" value={filters.fromDate} onChange={(value) => setFilter('fromDate', value)} />
      <DateFilter label="To date" value={filters.toDate} onChange={(value) => setFilter('toDate', value)} />
      <FilterSelect
        label="Actor"
        value={filters.actorID}
        options={(actors.data ?? []).map((actor) => ({
          value: actor.actorID,
          label: `${actor.actorName} (${actorTypeLabel[actor.actorType]})`,
        }))}
        onChange={(actorID) => setFilter('actorID', actorID ?? '')}
      />
      <FilterSelect
        label="Category"
        value={filters.category}
        options={labelledOptions(AuditCategoryValues, categoryLabel)}
        onChange={(category) => setFilter('category', category ?? '')}
      />
      <label className="flex flex-col gap-1 text-sm font-medium text-ink">
        Entity ID
        <Input
          value={filters.entityID}
          placeholder="Any"
          onChange={(event) => setFilter('entityID', event.target.value)}
        />
      </label>
    </div>
  );
}

function DateFilter({ label, value, onChange }: { label: string; value: string; onChange: (value: string) => void }) {
  return (
    <label className="flex flex-col gap-1 text-sm font-medium text-ink">
      {label}
      <Input type="date" value={value} onChange={(event) => onChange(event.target.value)} />
    </label>
  );
}

const columns: readonly ListColumn[] = ['When', 'Who', 'Category', 'Entity', 'Changes'];

function When({ entry }: { entry: AuditEntry }) {
  return <time dateTime={entry.occurredAt}>{formatDateTime(new Date(entry.occurredAt))}</time>;
}

function EntityLink({ entry }: { entry: AuditEntry }) {
  const href = entityHref(entry.category, entry.entityID);
  if (!href) return <>{entry.entityID}</>;
  return (
    <Link
      className="text-accent-strong underline-offset-2 hover:underline"
      to={href}
      aria-label={`Open ${categoryLabel(entry.category)} ${entry.entityID}`}
    >
      {entry.entityID}
    </Link>
  );
}

function Changes({ entry }: { entry: AuditEntry }) {
  if (entry.changes.length === 0) return <span className="text-ink-muted">No field changed</span>;
  return (
    <ul className="flex max-w-xl flex-col gap-1 [overflow-wrap:anywhere]">
      {entry.changes.map((change) => (
        <li key={change.field}>
          <span className="font-medium">{change.field}</span>: <Value text={change.before} /> →{' '}
          <Value text={change.after} />
        </li>
      ))}
    </ul>
  );
}

function AuditRow({ entry }: { entry: AuditEntry }) {
  return (
    <tr className="align-top">
      <td className="px-4 py-3 whitespace-nowrap text-ink tabular-nums">
        <When entry={entry} />
      </td>
      <th scope="row" className="px-4 py-3 text-left font-medium text-ink">
        {entry.actorName}
        <span className="block text-xs font-normal text-ink-muted">{actorTypeLabel[entry.actorType]}</span>
      </th>
      <td className="px-4 py-3 whitespace-nowrap text-ink">
        {categoryLabel(entry.category)}
        <span className="block text-xs text-ink-muted">{wordsOf(entry.subCategory)}</span>
      </td>
      <td className="max-w-48 px-4 py-3 font-mono text-xs [overflow-wrap:anywhere]">
        <EntityLink entry={entry} />
      </td>
      <td className="px-4 py-3 text-ink">
        <Changes entry={entry} />
      </td>
    </tr>
  );
}

function AuditCard({ entry }: { entry: AuditEntry }) {
  return (
    <li className="rounded-2xl border border-line bg-surface p-4 text-sm text-ink shadow-xs">
      <p className="flex flex-wrap justify-between gap-x-3 text-xs text-ink-muted tabular-nums">
        <When entry={entry} />
        <span>
          {categoryLabel(entry.category)} · {wordsOf(entry.subCategory)}
        </span>
      </p>
      <p className="mt-1 font-medium">
        {entry.actorName}{' '}
        <span className="text-xs font-normal text-ink-muted">({actorTypeLabel[entry.actorType]})</span>
      </p>
      <p className="mt-1 font-mono text-xs [overflow-wrap:anywhere]">
        <EntityLink entry={entry} />
      </p>
      <div className="mt-2">
        <Changes entry={entry} />
      </div>
    </li>
  );
}

const VALUE_SHOWN = 160;

/** A value as text (markup is shown, not rendered), long ones cut with their whole text on hover; none as a dash. */
function Value({ text }: { text: string | null }) {
  if (text === null || text === '') return <span className="text-ink-muted">—</span>;
  const shown = text.length > VALUE_SHOWN ? `${text.slice(0, VALUE_SHOWN)}…` : text;
  return (
    <span className="rounded bg-surface-muted px-1" title={shown === text ? undefined : text}>
      {shown}
    </span>
  );
}
