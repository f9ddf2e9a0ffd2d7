import { type AdminReaderRow, Messages, Privileges, type UserStatus, hasPrivilege } from '@notebook/contracts';
import { Pencil } from 'lucide-react';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { AddLink, ListTable } from '@/components/ui/admin-list';
import { FilterSelect } from '@/components/ui/form';
import { PageHeader } from '@/components/ui/page-header';
import { SearchPagedList } from '@/components/ui/search-paged-list';
import { UserStatusControl, UserStatusFilter } from '@/components/ui/user-status';
import { paths } from '@/config/paths';
import { type PagedFilters, useSearchPaging } from '@/hooks/use-search-paging';
import { useLoggedInUser } from '@/lib/auth-store';
import { READERS_PAGE_SIZE, useAllReaderGroups, useReadersPage, useUpdateReaderStatus } from '../api/reader-calls';
import { PlanName, planStanding } from './reader-plan';
import { formatDate } from '@/lib/format-date';

type ReaderFilterValues = { status: UserStatus | ''; readerGroupID: string };

/** /admin/readers: every reader, newest first, searched by name or e-mail, filtered by status and group, 20 a page; some ticked for a bulk edit. */
export function ReadersPage({ title, description }: { title: string; description: string }) {
  const user = useLoggedInUser();
  const held = user?.privileges ?? [];
  const canChangeStatus = hasPrivilege(held, Privileges.reader.status);
  const canEdit = hasPrivilege(held, Privileges.reader.addEdit);
  const canBulkEdit = canEdit || canChangeStatus;
  const paging = useSearchPaging<ReaderFilterValues>({ status: '', readerGroupID: '' });
  const [ticked, setTicked] = useState<Map<string, AdminReaderRow>>(new Map());
  const readers = useReadersPage({ searchKey: paging.searchKey, ...paging.filters, page: paging.page });
  const tick = (reader: AdminReaderRow, on: boolean) =>
    setTicked((current) => {
      const next = new Map(current);
      if (on) next.set(reader.readerID, reader);
      else next.delete(reader.readerID);
      return next;
    });

  const actions = (
    <div className="flex flex-wrap gap-2">
      {canBulkEdit && <BulkEditButton ticked={[...ticked.values()]} />}
      {canEdit && <AddLink to={paths.admin.readersAddEdit.getHref()}>Add reader</AddLink>}
    </div>
  );

  return (
    <section>
      <PageHeader title={title} description={description} actions={actions} />
      <SearchPagedList
        paging={paging}
        placeholder="Name or e-mail"
        filters={<ReaderFilters paging={paging} />}
        query={readers}
        empty={Messages.noReaders}
        label="Readers"
        pageSize={READERS_PAGE_SIZE}
      >
        {(data) => (
          <ListTable
            label="Readers"
            minWidth="min-w-[48rem]"
            columns={[
              ...(canBulkEdit
                ? [
                    <input
                      key="all"
                      type="checkbox"
                      aria-label="Choose every reader on this page"
                      checked={data.pageData.every((reader) => ticked.has(reader.readerID))}
                      onChange={(event) => data.pageData.forEach((reader) => tick(reader, event.target.checked))}
                      className="size-4 accent-accent"
                    />,
                  ]
                : []),
              'Reader',
              'Plan',
              'Registered',
              'Status',
            ]}
          >
            {data.pageData.map((reader) => (
              <ReaderRow
                key={reader.readerID}
                reader={reader}
                canChangeStatus={canChangeStatus}
                ticked={canBulkEdit ? ticked.has(reader.readerID) : undefined}
                onTick={(on) => tick(reader, on)}
              />
            ))}
          </ListTable>
        )}
      </SearchPagedList>
    </section>
  );
}

/** Opens the bulk edit with the ticked readers (counted on the button). */
function BulkEditButton({ ticked }: { ticked: AdminReaderRow[] }) {
  const navigate = useNavigate();
  return (
    <Button
      variant="secondary"
      disabled={ticked.length === 0}
      onClick={() => navigate(paths.admin.readersBulkEdit.getHref(), { state: { readers: ticked } })}
    >
      <Pencil aria-hidden="true" className="size-4" />
      Bulk edit{ticked.length > 0 && ` (${ticked.length})`}
    </Button>
  );
}

function ReaderFilters({ paging }: { paging: PagedFilters<ReaderFilterValues> }) {
  const groups = useAllReaderGroups();
  return (
    <>
      <UserStatusFilter value={paging.filters.status} onChange={(status) => paging.setFilter('status', status)} />
      <div className="w-56">
        <FilterSelect
          label="Group"
          value={paging.filters.readerGroupID}
          options={(groups.data?.pageData ?? []).map((group) => ({
            value: group.readerGroupID,
            label: group.groupName,
          }))}
          onChange={(readerGroupID) => paging.setFilter('readerGroupID', readerGroupID ?? '')}
        />
      </div>
    </>
  );
}

type ReaderRowProps = {
  reader: AdminReaderRow;
  canChangeStatus: boolean;
  ticked: boolean | undefined;
  onTick: (on: boolean) => void;
};

function ReaderRow({ reader, canChangeStatus, ticked, onTick }: ReaderRowProps) {
  const update = useUpdateReaderStatus();
  const name = `${reader.firstName} ${reader.lastName}`;
  return (
    <tr className="align-top">
      {ticked !== undefined && (
        <td className="px-4 py-3">
          <input
            type="checkbox"
            aria-label={`Choose ${name}`}
            checked={ticked}
            onChange={(event) => onTick(event.target.checked)}
            className="size-4 accent-accent"
          />
        </td>
      )}
      <th scope="row" className="max-w-96 px-4 py-3 text-left font-normal">
        <Link
          to={paths.admin.readersAddEdit.getHref(reader.readerID)}
          className="block font-medium text-ink [overflow-wrap:anywhere] hover:underline"
        >
          {name}
        </Link>
        <span className="block text-ink-muted [overflow-wrap:anywhere]">
          {reader.email}
          {!reader.emailConfirmed && ' · not confirmed'}
        </span>
      </th>
      <td className="px-4 py-3 text-ink">
        {planStanding(reader)}
        <PlanName pricingPlanID={reader.pricingPlanID} className="block text-ink-muted" />
      </td>
      <td className="px-4 py-3 whitespace-nowrap text-ink">{formatDate(new Date(reader.createdAt))}</td>
      <td className="px-4 py-2">
        <UserStatusControl
          name={name}
          status={reader.status}
          editable={canChangeStatus}
          busy={update.isPending}
          onChange={(status) => update.mutate({ readerID: reader.readerID, status })}
        />
      </td>
    </tr>
  );
}
