import { type AdminReaderRow, Messages, Privileges, type UserStatus, hasPrivilege } from '@notebook/contracts';
import { useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { formCard } from '@/components/forms/form-card';
import { BackLink } from '@/components/ui/admin-list';
import { Button } from '@/components/ui/button';
import { Select } from '@/components/ui/input';
import { PageHeader } from '@/components/ui/page-header';
import { TickBox } from '@/components/ui/tick-box';
import { UserStatusOptions } from '@/components/ui/user-status';
import { toasts } from '@/lib/toast-store';
import { paths } from '@/config/paths';
import { useLoggedInUser } from '@/lib/auth-store';
import { countOf } from '@/lib/count-of';
import { useAllReaderGroups, useBulkReaderGroups, useBulkReaderStatus } from '../api/reader-calls';

type GroupChange = 'add' | 'remove';

/** /admin/readers/bulk-edit: the status and groups of the readers ticked on the Readers page, changed at once. */
export function BulkEditPage({ title, description }: { title: string; description: string }) {
  const readers = ((useLocation().state as { readers?: AdminReaderRow[] } | null)?.readers ?? []) as AdminReaderRow[];
  const held = useLoggedInUser()?.privileges ?? [];
  const canChangeStatus = hasPrivilege(held, Privileges.reader.status);
  const canChangeGroups = hasPrivilege(held, Privileges.reader.addEdit);
  const groups = useAllReaderGroups();
  const bulkStatus = useBulkReaderStatus();
  const bulkGroups = useBulkReaderGroups();
  const navigate = useNavigate();
  const [status, setStatus] = useState<UserStatus | ''>('');
  const [changes, setChanges] = useState<Map<string, GroupChange>>(new Map());
  const busy = bulkStatus.isPending || bulkGroups.isPending;
  const nothingChosen = status === '' && changes.size === 0;

  const apply = async () => {
    const readerIDs = readers.map((reader) => reader.readerID);
    const ofKind = (kind: GroupChange) => [...changes].filter(([, change]) => change === kind).map(([id]) => id);
    if (status) await bulkStatus.mutateAsync({ readerIDs, status });
    if (changes.size > 0)
      await bulkGroups.mutateAsync({
        readerIDs,
        addReaderGroupIDs: ofKind('add'),
        removeReaderGroupIDs: ofKind('remove'),
      });
    toasts.success(Messages.successfullyUpdated);
    navigate(paths.admin.readers.getHref());
  };
  const setChange = (readerGroupID: string, change: GroupChange, on: boolean) =>
    setChanges((current) => {
      const next = new Map(current);
      if (on) next.set(readerGroupID, change);
      else if (next.get(readerGroupID) === change) next.delete(readerGroupID);
      return next;
    });

  return (
    <section>
      <BackLink to={paths.admin.readers.getHref()}>Readers</BackLink>
      <PageHeader title={title} description={description} />
      {readers.length === 0 ? (
        <p className="rounded-2xl border border-dashed border-line p-10 text-center text-ink-muted">
          Tick the readers to change on the{' '}
          <Link to={paths.admin.readers.getHref()} className="font-medium text-accent-strong hover:underline">
            Readers
          </Link>{' '}
          page first.
        </p>
      ) : (
        <div className="grid items-start gap-5 lg:grid-cols-2">
          <section aria-label="Chosen readers" className={formCard}>
            <h2 className="font-semibold text-ink">{countOf(readers.length, 'reader')}</h2>
            <ul className="max-h-96 divide-y divide-line overflow-y-auto text-sm">
              {readers.map((reader) => (
                <li key={reader.readerID} className="py-2">
                  <span className="font-medium text-ink">
                    {reader.firstName} {reader.lastName}
                  </span>{' '}
                  <span className="text-ink-muted [overflow-wrap:anywhere]">{reader.email}</span>
                </li>
              ))}
            </ul>
          </section>
          <div className={formCard}>
            {canChangeStatus && (
              <label className="flex max-w-56 flex-col gap-1 text-sm font-medium text-ink">
                Status
                <Select value={status} onChange={(event) => setStatus(event.target.value as UserStatus | '')}>
                  <option value="">Keep as it is</option>
                  <UserStatusOptions />
                </Select>
              </label>
            )}
            {canChangeGroups && (
              <fieldset className="flex flex-col gap-1">
                <legend className="mb-1 text-sm font-medium text-ink">Groups</legend>
                {groups.isSuccess && groups.data.pageData.length === 0 && (
                  <p className="text-sm text-ink-muted">{Messages.noReaderGroups}</p>
                )}
                <ul className="divide-y divide-line">
                  {groups.data?.pageData.map((group) => (
                    <li key={group.readerGroupID} className="flex flex-wrap items-center justify-between gap-2 py-1">
                      <span className="text-sm text-ink">{group.groupName}</span>
                      <span className="flex gap-4">
                        <TickBox
                          checked={changes.get(group.readerGroupID) === 'add'}
                          onChange={(on) => setChange(group.readerGroupID, 'add', on)}
                          label={
                            <>
                              Add <span className="sr-only">to {group.groupName}</span>
                            </>
                          }
                        />
                        <TickBox
                          checked={changes.get(group.readerGroupID) === 'remove'}
                          onChange={(on) => setChange(group.readerGroupID, 'remove', on)}
                          label={
                            <>
                              Remove <span className="sr-only">from {group.groupName}</span>
                            </>
                          }
                        />
                      </span>
                    </li>
                  ))}
                </ul>
              </fieldset>
            )}
            <div className="flex justify-end gap-2">
              <Button asChild variant="secondary">
                <Link to={paths.admin.readers.getHref()}>Cancel</Link>
              </Button>
              <Button disabled={nothingChosen || busy} aria-busy={busy || undefined} onClick={() => void apply()}>
                Apply to {countOf(readers.length, 'reader')}
              </Button>
            </div>
          </div>
        </div>
      )}
    </section>
  );
}
