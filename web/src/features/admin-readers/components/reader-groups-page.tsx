import { Messages, Privileges, hasPrivilege } from '@notebook/contracts';
import { useDeferredValue, useState } from 'react';
import { Link } from 'react-router-dom';
import { AddLink, ListTable, PagedQueryView, SearchBox } from '@/components/ui/admin-list';
import { PageHeader } from '@/components/ui/page-header';
import { paths } from '@/config/paths';
import { useLoggedInUser } from '@/lib/auth-store';
import { READERS_PAGE_SIZE, useReaderGroups } from '../api/reader-calls';

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
        actions={canEdit && <AddLink to={paths.admin.readerGroupsAddEdit.getHref()}>Add group</AddLink>}
      />
      <div className="mb-4 flex">
        <SearchBox
          placeholder="Group name"
          value={search}
          onChange={(value) => {
            setSearch(value);
            setPage(0);
          }}
        />
      </div>
      <PagedQueryView
        query={groups}
        empty={Messages.noReaderGroups}
        label="Reader groups"
        page={page}
        pageSize={READERS_PAGE_SIZE}
        onPage={setPage}
      >
        {(data) => (
          <ListTable label="Reader groups" columns={['Group', 'Members']} minWidth="min-w-[36rem]">
            {data.pageData.map((group) => (
              <tr key={group.readerGroupID} className="align-top">
                <th scope="row" className="max-w-xl px-4 py-3 text-left font-normal">
                  <Link
                    to={paths.admin.readerGroupsAddEdit.getHref(group.readerGroupID)}
                    className="font-medium text-ink [overflow-wrap:anywhere] hover:underline"
                  >
                    {group.groupName}
                  </Link>
                  {group.description && (
                    <span className="block text-ink-muted [overflow-wrap:anywhere]">{group.description}</span>
                  )}
                </th>
                <td className="px-4 py-3 text-ink tabular-nums">{group.noOfMembers}</td>
              </tr>
            ))}
          </ListTable>
        )}
      </PagedQueryView>
    </section>
  );
}
