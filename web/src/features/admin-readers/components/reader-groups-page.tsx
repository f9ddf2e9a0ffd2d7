import { Messages, Privileges, hasPrivilege } from '@notebook/contracts';
import { Plus } from 'lucide-react';
import { useDeferredValue, useState } from 'react';
import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { PageHeader } from '@/components/ui/page-header';
import { Pager } from '@/components/ui/pager';
import { PageSpinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useLoggedInUser } from '@/lib/auth-store';
import { READERS_PAGE_SIZE, useReaderGroups } from '../api/reader-calls';

const headerCell = 'px-4 py-3 text-left text-xs font-semibold tracking-wide text-ink-muted uppercase';

/** /admin/reader-groups: groups by name with their members' count. */
export function ReaderGroupsPage({ title, description }: { title: string; description: string }) {
  const user = useLoggedInUser();
  const canEdit = !!user && hasPrivilege(user.privileges, Privileges.reader.addEdit);
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(0);
  const searchKey = useDeferredValue(search.trim());
  const groups = useReaderGroups({ searchKey, page });
  return (
    <section>
      <PageHeader
        title={title}
        description={description}
        actions={
          canEdit && (
            <Button asChild>
              <Link to={paths.admin.readerGroupsAddEdit.getHref()}>
                <Plus aria-hidden="true" className="size-4" />
                Add group
              </Link>
            </Button>
          )
        }
      />
      <label className="mb-4 flex max-w-96 flex-col gap-1 text-sm font-medium text-ink">
        Search
        <Input
          type="search"
          placeholder="Group name"
          value={search}
          onChange={(event) => {
            setSearch(event.target.value);
            setPage(0);
          }}
        />
      </label>
      {groups.isPending ? (
        <PageSpinner />
      ) : groups.isError ? (
        <p role="alert" className="text-danger">
          {groups.error.message}
        </p>
      ) : groups.data.pageData.length === 0 ? (
        <p className="rounded-2xl border border-dashed border-line p-10 text-center text-ink-muted">{Messages.noReaderGroups}</p>
      ) : (
        <>
          <div className="overflow-x-auto rounded-2xl border border-line bg-surface shadow-xs">
            <table aria-label="Reader groups" className="w-full min-w-[36rem] border-collapse text-sm">
              <thead className="border-b border-line bg-surface-muted/60">
                <tr>
                  <th scope="col" className={headerCell}>
                    Group
                  </th>
                  <th scope="col" className={headerCell}>
                    Members
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-line">
                {groups.data.pageData.map((group) => (
                  <tr key={group.readerGroupID} className="align-top">
                    <th scope="row" className="max-w-xl px-4 py-3 text-left font-normal">
                      <Link
                        to={paths.admin.readerGroupsAddEdit.getHref(group.readerGroupID)}
                        className="font-medium text-ink [overflow-wrap:anywhere] hover:underline"
                      >
                        {group.groupName}
                      </Link>
                      {group.description && <span className="block text-ink-muted [overflow-wrap:anywhere]">{group.description}</span>}
                    </th>
                    <td className="px-4 py-3 text-ink tabular-nums">{group.noOfMembers}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <Pager
            label="Reader groups"
            page={page}
            pages={Math.ceil(groups.data.totalNoOfRecords / READERS_PAGE_SIZE)}
            total={groups.data.totalNoOfRecords}
            onPage={setPage}
          />
        </>
      )}
    </section>
  );
}
