import { type AdminReaderRow, Messages, Privileges, type UserStatus, hasPrivilege } from '@notebook/contracts';
import { useDeferredValue, useState } from 'react';
import { Input, Select } from '@/components/ui/input';
import { PageHeader } from '@/components/ui/page-header';
import { Pager } from '@/components/ui/pager';
import { PageSpinner } from '@/components/ui/spinner';
import { Dot } from '@/components/ui/status-dot';
import { useLoggedInUser } from '@/lib/auth-store';
import { READERS_PAGE_SIZE, useReadersPage, useUpdateReaderStatus } from '../api/reader-calls';

const statusLabel: Record<UserStatus, string> = { ACTIVE: 'Active', INACTIVE: 'Inactive', BLOCKED: 'Blocked' };
/** Spec section 4: user ACTIVE green, INACTIVE red, any other (pending) amber. */
const statusTone = { ACTIVE: 'success', INACTIVE: 'danger', BLOCKED: 'warning' } as const;
const headerCell = 'px-4 py-3 text-left text-xs font-semibold tracking-wide text-ink-muted uppercase';

/** /admin/readers: every reader, newest first, searched by name or e-mail, filtered by status, 20 a page. */
export function ReadersPage({ title, description }: { title: string; description: string }) {
  const user = useLoggedInUser();
  const canChangeStatus = !!user && hasPrivilege(user.privileges, Privileges.reader.status);
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<UserStatus | ''>('');
  const [page, setPage] = useState(0);
  const searchKey = useDeferredValue(search.trim());
  const readers = useReadersPage({ searchKey, status, page });
  return (
    <section>
      <PageHeader title={title} description={description} />
      <div className="mb-4 flex flex-wrap items-end gap-3">
        <label className="flex min-w-60 flex-1 flex-col gap-1 text-sm font-medium text-ink sm:max-w-96">
          Search
          <Input
            type="search"
            placeholder="Name or e-mail"
            value={search}
            onChange={(event) => {
              setSearch(event.target.value);
              setPage(0);
            }}
          />
        </label>
        <label className="flex w-44 flex-col gap-1 text-sm font-medium text-ink">
          Status
          <Select
            value={status}
            onChange={(event) => {
              setStatus(event.target.value as UserStatus | '');
              setPage(0);
            }}
          >
            <option value="">All</option>
            {(Object.keys(statusLabel) as UserStatus[]).map((value) => (
              <option key={value} value={value}>
                {statusLabel[value]}
              </option>
            ))}
          </Select>
        </label>
      </div>
      {readers.isPending ? (
        <PageSpinner />
      ) : readers.isError ? (
        <p role="alert" className="text-danger">
          {readers.error.message}
        </p>
      ) : readers.data.pageData.length === 0 ? (
        <p className="rounded-2xl border border-dashed border-line p-10 text-center text-ink-muted">{Messages.noReaders}</p>
      ) : (
        <>
          <div className="overflow-x-auto rounded-2xl border border-line bg-surface shadow-xs">
            <table aria-label="Readers" className="w-full min-w-[48rem] border-collapse text-sm">
              <thead className="border-b border-line bg-surface-muted/60">
                <tr>
                  <th scope="col" className={headerCell}>
                    Reader
                  </th>
                  <th scope="col" className={headerCell}>
                    Plan
                  </th>
                  <th scope="col" className={headerCell}>
                    Registered
                  </th>
                  <th scope="col" className={headerCell}>
                    Status
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-line">
                {readers.data.pageData.map((reader) => (
                  <ReaderRow key={reader.readerID} reader={reader} canChangeStatus={canChangeStatus} />
                ))}
              </tbody>
            </table>
          </div>
          <Pager
            label="Readers"
            page={page}
            pages={Math.ceil(readers.data.totalNoOfRecords / READERS_PAGE_SIZE)}
            total={readers.data.totalNoOfRecords}
            onPage={setPage}
          />
        </>
      )}
    </section>
  );
}

function ReaderRow({ reader, canChangeStatus }: { reader: AdminReaderRow; canChangeStatus: boolean }) {
  const update = useUpdateReaderStatus();
  const name = `${reader.firstName} ${reader.lastName}`;
  return (
    <tr className="align-top">
      <th scope="row" className="max-w-96 px-4 py-3 text-left font-normal">
        <span className="block font-medium text-ink [overflow-wrap:anywhere]">{name}</span>
        <span className="block text-ink-muted [overflow-wrap:anywhere]">
          {reader.email}
          {!reader.emailConfirmed && ' · not confirmed'}
        </span>
      </th>
      <td className="px-4 py-3 text-ink">{reader.subscriptionStatus ?? '-'}</td>
      <td className="px-4 py-3 whitespace-nowrap text-ink">{new Date(reader.createdAt).toLocaleDateString('en-AU')}</td>
      <td className="px-4 py-2">
        <span className="inline-flex items-center gap-2">
          <Dot label={statusLabel[reader.status]} tone={statusTone[reader.status]} data-status={reader.status} />
          {canChangeStatus ? (
            <Select
              aria-label={`Status of ${name}`}
              value={reader.status}
              disabled={update.isPending}
              onChange={(event) => update.mutate({ readerID: reader.readerID, status: event.target.value as UserStatus })}
              className="h-9 w-32"
            >
              {(Object.keys(statusLabel) as UserStatus[]).map((value) => (
                <option key={value} value={value}>
                  {statusLabel[value]}
                </option>
              ))}
            </Select>
          ) : (
            <span className="text-ink">{statusLabel[reader.status]}</span>
          )}
        </span>
      </td>
    </tr>
  );
}
